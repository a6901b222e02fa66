/** setTimeout's longest delay (2^31 − 1 ms, about 24.8 days): a longer one fires at once, so longer waits go in steps. */
export const LONGEST_TIMER_MS = 2_147_483_647;
