/** The value of `--name=value` among a script's arguments, or undefined when it is not given. */
export function optionValue(args: readonly string[], name: string): string | undefined {
  const prefix = `--${name}=`;
  return args.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}
