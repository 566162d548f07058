/** A customer's full name in SQL (bookings.md 3: the organisation name for companies), for table alias `c`. */
export const customerFullNameText = (c: string) =>
  `case when ${c}.is_org then coalesce(${c}.org_name, '') else concat_ws(' ', ${c}.given_name, ${c}.surname) end`;
