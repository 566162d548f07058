// Presence-channel membership: one member per user_id, however many sockets that user has open.

export interface Member {
  userId: string;
  info: unknown;
}

/** Parses the signed channel_data string; null when it is not a valid presence member. */
export function parseMember(channelData: unknown): Member | null {
  if (typeof channelData !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(channelData);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { user_id: userId, user_info: info } = parsed as { user_id?: unknown; user_info?: unknown };
  if (typeof userId !== 'string' && typeof userId !== 'number') return null;
  const id = String(userId);
  if (id === '' || id.length > 128) return null;
  return { userId: id, info: info ?? null };
}

export interface PresenceRegistry {
  /** Returns true when this is the user's first socket on the channel (announce member_added). */
  add(channel: string, member: Member): boolean;
  /** Returns true when the user's last socket left (announce member_removed). */
  remove(channel: string, userId: string): boolean;
  /** The `data` string of pusher_internal:subscription_succeeded. */
  snapshot(channel: string): string;
}

export function createPresenceRegistry(): PresenceRegistry {
  const channels = new Map<string, Map<string, { info: unknown; sockets: number }>>();
  return {
    add(channel, member) {
      let members = channels.get(channel);
      if (!members) channels.set(channel, (members = new Map()));
      const existing = members.get(member.userId);
      if (existing) existing.sockets += 1;
      else members.set(member.userId, { info: member.info, sockets: 1 });
      return !existing;
    },
    remove(channel, userId) {
      const members = channels.get(channel);
      const m = members?.get(userId);
      if (!members || !m) return false;
      m.sockets -= 1;
      if (m.sockets > 0) return false;
      members.delete(userId);
      if (members.size === 0) channels.delete(channel);
      return true;
    },
    snapshot(channel) {
      const members = channels.get(channel) ?? new Map<string, { info: unknown }>();
      const hash: Record<string, unknown> = {};
      for (const [id, m] of members) hash[id] = m.info;
      return JSON.stringify({ presence: { ids: [...members.keys()], hash, count: members.size } });
    },
  };
}
