/** The 'Use example' paragraph: a late morning and rain, told out of order. */
export const EXAMPLE_TEXT =
  'By the time I reached the office, my shoes were soaked and the meeting had started. ' +
  'I woke up late because my alarm never went off. ' +
  'It began to rain while I waited for the bus. ' +
  'I ran out of the house without an umbrella.';
