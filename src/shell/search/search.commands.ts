import { defineCommand } from '../../commands/registry';
import { guard, loggedIn } from '../../commands/guards';
import type { CommandDescriptor } from '../../commands/types';
import { clearRecentSearches } from '../../data/search';
import { showSnackbar } from '../../data/snackbars';

/** The search dialog's own verbs ('search.open', ctrl+F, is a shell command). */
export const searchCommands: CommandDescriptor[] = [
  defineCommand({
    id: 'search.clearHistory',
    title: 'Rensa senaste sökningar',
    group: 'Allmänt',
    keywords: ['sökhistorik', 'historik', 'glöm sökningar'],
    when: guard(loggedIn(), (ctx) => (ctx.recentSearches ?? 0) > 0 || 'Inga sparade sökningar'),
    run: () => {
      clearRecentSearches();
      showSnackbar('success', 'Sökhistoriken är rensad');
    },
  }),
];
