/** 000 §9 decode debounce and batch defaults. */
export const decodeDebounceMs = 300;
export const decodeMaxWaitMs = 2000;
export const defaultBatchIntervalTime = 1000;
export const defaultBatchIntervalTagCount = 200;
