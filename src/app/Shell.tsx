import { RouterProvider } from '@tanstack/react-router';
import { router } from '../routes/router';
import { registerShellCommands } from '../shell/shellCommands';

// Before the shell's first render: its hotkeys, palette and cheat sheet need every command.
// (Importing the router installs it as the navigation port.)
registerShellCommands();

/** The logged-in console: the router and its tree, loaded apart from the login page's code. */
export default function Shell() {
  return <RouterProvider router={router} />;
}
