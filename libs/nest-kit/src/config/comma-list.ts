/** `@Transform(commaList)`: a comma-separated variable as a list, blanks dropped. */
export const commaList = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : value;
