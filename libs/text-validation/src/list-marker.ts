/**
 * A list item's marker at the start of a line, with the space after it: bullets ('-', '•', and
 * those word processors and chat apps paste: '●', '■', '→', '✓', '·', '+'), with a task list's
 * checkbox after them ('- [ ] ', '- [x] '), and numbering by digits, keycap emoji, letters or
 * roman numerals: '3.', '(2)', '3️⃣', 'a)', 'b.', '(iv)', 'ii.', 'B)', 'IV)'. A capital with a full
 * stop is left out: at the start of a line it is as often an initial ('J. Smith wrote'). Cleaning
 * keeps the indentation of a list's deeper lines by it, and the restructuring engine reads lists
 * by it.
 */
export const LIST_MARKER =
  /^[ \t]*(?:[-*•‣◦▪–—>●○■□◆◇►▸▹➢➤→✓✔·+](?:[ \t]+\[[ xX]\])?|\(?\d{1,3}[.)]|[0-9]\uFE0F?\u20E3|🔟|\(?[ivx]{1,5}[.)]|\(?[a-z][.)]|\(?[IVX]{1,5}\)|\(?[A-Z]\))[ \t]+/;
