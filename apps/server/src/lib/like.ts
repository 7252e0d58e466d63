/** Text a LIKE pattern matches literally: its `%`, `_` and `\` escaped (PostgreSQL's default escape is `\`). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);
