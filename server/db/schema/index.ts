export * from './access';
export * from './site';
export * from './bookings';
export * from './money';
export * from './sales';
export * from './dataVersions';
export * from './terminal';
