/** 000 §9 decode debounce and batch defaults. */
export const decodeDebounceMs = 300;
export const decodeMaxWaitMs = 2000;
export const defaultBatchIntervalTime = 1000;
export const defaultBatchIntervalTagCount = 200;

/** 002 §4, §9: encoding and verify handle each read after a random delay of 0 to this many ms. */
export const perReadRandomDelayMs = 500;
