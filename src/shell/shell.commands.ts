import { defineCommand } from '../commands/registry';
import { guard, hasModule, loggedIn } from '../commands/guards';
import type { CommandContext, CommandDescriptor } from '../commands/types';
import { ROUTES, routeAllowed } from '../routes/routeTable';
import { navigate } from '../navigation/navigation';
import { ui$ } from '../data/ui';
import { session$ } from '../data/session';
import { logout } from '../data/sessionFlow';

const viewer = (ctx: CommandContext) => ({
  level: ctx.level ?? '',
  modules: ctx.modules,
  namespace: ctx.session?.namespace ?? '',
});

/** One command per screen: the palette, the hotkeys and the menu reach every route the same way. */
export const navigationCommands: CommandDescriptor[] = ROUTES.map((r) =>
  defineCommand({
    id: `nav.${r.name}`,
    title: r.title,
    group: 'Gå till',
    keywords: ['gå till', 'öppna', ...r.keywords],
    hotkey: r.hotkey,
    when: guard(loggedIn(), (ctx) => routeAllowed(r, viewer(ctx)) || 'Din behörighet räcker inte'),
    run: () => navigate({ to: r.to }),
  }),
);

const signedIn = loggedIn();

export const shellCommands: CommandDescriptor[] = [
  defineCommand({
    id: 'palette.open',
    title: 'Kommandopalett',
    group: 'Allmänt',
    keywords: ['kommandon', 'sök kommando'],
    hotkey: 'mod+k',
    scope: 'always',
    hidden: true,
    when: signedIn,
    run: () => {
      ui$.searchOpen.set(false);
      ui$.paletteOpen.set(!ui$.paletteOpen.peek());
    },
  }),
  defineCommand({
    id: 'search.open',
    title: 'Sök',
    group: 'Allmänt',
    keywords: ['global sökning', 'hitta', 'kund', 'bokning'],
    hotkey: 'mod+f',
    scope: 'always',
    when: signedIn,
    run: () => {
      ui$.paletteOpen.set(false);
      ui$.searchOpen.set(true);
    },
  }),
  defineCommand({
    id: 'help.cheatSheet',
    title: 'Kortkommandon',
    group: 'Allmänt',
    keywords: ['hjälp', 'tangenter', 'genvägar'],
    hotkey: '?',
    when: signedIn,
    run: () => ui$.cheatSheetOpen.set(true),
  }),
  defineCommand({
    id: 'user.drawer',
    title: 'Användarmeny',
    group: 'Allmänt',
    keywords: ['profil', 'konto'],
    hotkey: 'alt+u',
    when: signedIn,
    run: () => ui$.userDrawerOpen.set(true),
  }),
  defineCommand({
    id: 'shell.changelog',
    title: 'Nyheter',
    group: 'Allmänt',
    keywords: ['ändringslogg', 'version', 'changelog'],
    when: signedIn,
    run: () => ui$.changelogOpen.set(true),
  }),
  defineCommand({
    id: 'shell.drafts',
    title: 'Utkast till bokningar',
    group: 'Bokning',
    keywords: ['utkast', 'draft', 'påbörjade'],
    hotkey: 'alt+d',
    when: guard(signedIn, hasModule('PMS')),
    run: () => ui$.draftsOpen.set(true),
  }),
  defineCommand({
    id: 'shell.toggleMenu',
    title: 'Visa eller dölj menyn',
    group: 'Allmänt',
    keywords: ['meny', 'sidomeny'],
    hotkey: 'alt+m',
    when: signedIn,
    run: () => {
      if (window.matchMedia('(max-width: 1264px)').matches) ui$.menuDrawerOpen.set(!ui$.menuDrawerOpen.peek());
      else ui$.menuFolded.set(!ui$.menuFolded.peek());
    },
  }),
  defineCommand({
    id: 'shell.terms',
    title: 'Bokningsvillkor',
    group: 'Allmänt',
    keywords: ['villkor', 'avbokningsregler'],
    when: signedIn,
    run: () => {
      window.open(`${session$.user.peek()?.domain.baseURL ?? '/'}terms`, '_blank', 'noopener');
    },
  }),
  defineCommand({
    id: 'session.logout',
    title: 'Logga ut',
    group: 'Allmänt',
    keywords: ['logga ut', 'byt användare'],
    when: (ctx) => ctx.session?.hasToken === true || ctx.loggedIn,
    run: () => logout(),
  }),
];
