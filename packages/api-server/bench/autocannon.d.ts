/** autocannon ships no types; the bench reads requests.average, latency.p50/p99, non2xx and errors. */
declare module 'autocannon';
