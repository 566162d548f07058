// The demo campsite's sizes, apart from the generator: the server's configuration names one without loading
// the generator (which reaches the invoice services, and they the server's own modules).
export type DemoSize = 'small' | 'demo' | 'large';
