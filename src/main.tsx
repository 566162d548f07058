import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/theme.css';
import { App } from './app/App';
import { installCommandContext } from './app/commandContext';
import { installKeys } from './commands/keys';
import { registerCommands } from './commands/registry';
import { navigationCommands, shellCommands } from './commands/shell.commands';
import { installDataEvents } from './data/stores';
import { installPaletteEvents } from './data/paletteEntities';
import { installSessionWatchers, startSession } from './data/sessionFlow';
import { installUpdateEvents } from './panes/update/updateEvents';
import { entityCommands } from './panes/entity/entity.commands';
import { searchCommands } from './panes/search/search.commands';

installCommandContext();
registerCommands([...shellCommands, ...navigationCommands, ...entityCommands, ...searchCommands]);
installKeys();
installDataEvents();
installPaletteEvents();
installSessionWatchers();
installUpdateEvents();
void startSession();

createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
