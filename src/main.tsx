import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from 'react-aria-components';
import './ui/theme.css';
import { App } from './app/App';
import { installCommandContext } from './app/commandContext';
import { installKeys } from './commands/keys';
import { installDataEvents } from './data/stores';
import { installSessionWatchers, startSession } from './data/sessionFlow';
import { installUpdateEvents } from './shell/update/updateEvents';
import { installRegister } from './features/till/register/installRegister';
import { setPrintHandler } from './data/api';
import { handlePrintJob } from './features/till/printer/printJobs';
import { installNavigation, memoryNavigation } from './navigation/navigation';

// The shell's commands are registered by the shell's own module (src/shell/shellCommands.ts), which
// loads with the router's tree after login: the login page and the lock screen carry their own.
// Until the router loads with the shell, the page's own location is where the console is.
installNavigation(memoryNavigation(window.location.pathname));
installCommandContext();
installKeys();
installRegister();
installDataEvents();
installSessionWatchers();
installUpdateEvents();
setPrintHandler(handlePrintJob);
void startSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* The console speaks Swedish whatever the browser's language: the build keeps only React Aria's sv-SE strings (vite.config.ts). */}
    <I18nProvider locale="sv-SE">
      <App />
    </I18nProvider>
  </StrictMode>,
);
