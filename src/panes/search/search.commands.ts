import { defineCommand } from '../../commands/registry';
import type { CommandDescriptor } from '../../commands/types';
import { clearRecentSearches, recentSearches$ } from '../../data/search';
import { showSnackbar } from '../../data/snackbars';

/** The search dialog's own verbs ('search.open', ctrl+F, is a shell command). */
export const searchCommands: CommandDescriptor[] = [
  defineCommand({
    id: 'search.clearHistory', title: 'Rensa senaste sökningar', group: 'Allmänt', keywords: ['sökhistorik', 'historik', 'glöm sökningar'],
    when: (ctx) => ctx.loggedIn && (recentSearches$.peek().length > 0 || 'Inga sparade sökningar'),
    run: () => { clearRecentSearches(); showSnackbar('success', 'Sökhistoriken är rensad'); },
  }),
];
