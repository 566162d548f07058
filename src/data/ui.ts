import { observable } from '@legendapp/state';

/** Which global dialogs and drawers are open; commands open them, panes render them. */
export const ui$ = observable({
  paletteOpen: false,
  searchOpen: false,
  cheatSheetOpen: false,
  changelogOpen: false,
  userDrawerOpen: false,
  menuDrawerOpen: false,
  menuFolded: false,
  draftsOpen: false,
  welcomeOpen: false,
});
