/**
 * The demo password: it satisfies the creation rule of spec 002 §5.5. Local use only. A module of its
 * own, so the local stack can name it without loading the seed (the test stacks restore a snapshot).
 */
export const DEMO_PASSWORD = 'Circles#2026';
