/** Lets the browser take input and paint before the next piece of work. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
