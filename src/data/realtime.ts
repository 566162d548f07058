import type Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import { observable } from '@legendapp/state';
import { session$ } from './session';
import { emitRealtimeEvent } from './events';

export type RealtimeState = 'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected';

export const realtime$ = observable({
  state: 'initialized' as RealtimeState,
  /** When the connection was last lost (ms), for the 15-second warning-to-error rule. */
  disconnectedAt: null as number | null,
  /** Has been connected at least once in this session. */
  everConnected: false,
});

let pusher: Pusher | null = null;
let channel: Channel | null = null;
// Bumped by every connect and disconnect: a pusher-js that arrives after either is not used.
let generation = 0;

/** Connects pusher-js (loaded on first use, not with the login page) to the tenant's private channel. */
export function connectRealtime() {
  const user = session$.user.peek();
  const token = session$.token.peek();
  const rt = user?.domain.realtime;
  if (!user || !token || !rt) return;
  disconnectRealtime();
  const mine = ++generation;
  void import('pusher-js').then(
    ({ default: PusherJs }) => {
      if (mine === generation) connectWith(PusherJs, user, token, rt);
    },
    (err) => console.warn('realtime load', err),
  );
}

type User = NonNullable<ReturnType<typeof session$.user.peek>>;
type Realtime = NonNullable<User['domain']['realtime']>;

function connectWith(PusherJs: typeof Pusher, user: User, token: string, rt: Realtime) {
  pusher = new PusherJs(rt.key, {
    cluster: 'eu',
    wsHost: rt.wsHost,
    wsPort: rt.wsPort,
    wssPort: rt.wsPort,
    forceTLS: rt.forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${user.domain.baseURL}broadcasting/auth`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${token}`, 'x-app-version': '3.1.14' },
    },
  });
  pusher.connection.bind('state_change', ({ current }: { current: RealtimeState }) => {
    const wasConnected = realtime$.state.peek() === 'connected';
    realtime$.state.set(current);
    if (current === 'connected') realtime$.assign({ disconnectedAt: null, everConnected: true });
    else if (wasConnected) realtime$.disconnectedAt.set(Date.now());
  });
  // Connect failures are only logged (shell.md 4.2).
  pusher.connection.bind('error', (err: unknown) => console.warn('realtime error', err));
  channel = pusher.subscribe(`private-${user.namespace}`);
  channel.bind_global((event: string, data: unknown) => {
    if (!event.startsWith('pusher:')) emitRealtimeEvent(event, data);
  });
  (window as unknown as { __realtime?: Pusher }).__realtime = pusher;
}

export function disconnectRealtime() {
  generation++;
  channel?.unbind_all();
  pusher?.disconnect();
  pusher = null;
  channel = null;
  realtime$.assign({ state: 'disconnected', disconnectedAt: null, everConnected: false });
}

/** Asks pusher-js to try again now (the lock screen's 'Återansluta'). */
export function retryRealtime() {
  if (pusher) pusher.connect();
  else connectRealtime();
}
