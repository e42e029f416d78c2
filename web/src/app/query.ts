import { QueryClient } from "@tanstack/react-query";

/** Errors are already shown by the API client (spec §8), so queries do not retry business failures. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
