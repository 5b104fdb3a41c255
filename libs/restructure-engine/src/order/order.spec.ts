import { describe, expect, it } from '@jest/globals';
import { analyseCoherence } from '../cues/coherence/index.js';
import { analyse } from '../text/document.js';
import { assignRoles, claimPoints, buildArgumentModel } from './argument.js';
import { buildCauseEffectModel } from './causal.js';
import { buildChronologicalModel } from './chronological.js';
import { buildProcessModel } from './process.js';
import { isHardConstraint, type CueModelBuilder } from './common.js';
import { solve } from './solver.js';
import { buildTimeline } from './timeline.js';
import { textTemporalCues } from '../cues/temporal/index.js';

function run(build: CueModelBuilder, text: string): string[] {
  const sentences = analyse(text);
  return solve(build(sentences, analyseCoherence(sentences)).model).map((i) => sentences[i]!.body);
}

/** The cue model's preference for sentence `first` before sentence `second`. */
function beforeScore(build: CueModelBuilder, text: string, first: number, second: number): number {
  const sentences = analyse(text);
  const { model } = build(sentences, analyseCoherence(sentences));
  return model.before[first * model.n + second]!;
}

describe('buildChronologicalModel', () => {
  it('holds times of day in figures as a hard order, and times of day in words only as a preference', () => {
    const figures = 'At 9:20 the team met. At 10:05 the plan was signed.';
    expect(isHardConstraint(beforeScore(buildChronologicalModel, figures, 0, 1))).toBe(true);
    // Morning before dusk holds within a day, not across a story told over several days.
    const words =
      'In the morning the night-shift packers found the gates picketed. By dusk the strike had spread to the docks.';
    const forward = beforeScore(buildChronologicalModel, words, 0, 1);
    expect(isHardConstraint(forward)).toBe(false);
    expect(forward).toBeGreaterThan(beforeScore(buildChronologicalModel, words, 1, 0));
  });

  it('orders dates in mixed formats', () => {
    expect(
      run(
        buildChronologicalModel,
        'It closed on 2020-08-03. It opened in 1911. It was rebuilt on 4 March 1958. Work began on June 12, 1905.',
      ),
    ).toEqual([
      'Work began on June 12, 1905.',
      'It opened in 1911.',
      'It was rebuilt on 4 March 1958.',
      'It closed on 2020-08-03.',
    ]);
  });

  it('orders years of any era, centuries and decades in words', () => {
    expect(
      run(
        buildChronologicalModel,
        'In 1066 the Normans came. In AD 43 the Romans landed. In 410 AD they left. In 300 BC a hill fort stood there.',
      ),
    ).toEqual([
      'In 300 BC a hill fort stood there.',
      'In AD 43 the Romans landed.',
      'In 410 AD they left.',
      'In 1066 the Normans came.',
    ]);
    expect(
      run(
        buildChronologicalModel,
        'In the 20th century it became a city. In the seventeenth century it was a village. In the nineties it shrank.',
      ),
    ).toEqual([
      'In the seventeenth century it was a village.',
      'In the 20th century it became a city.',
      'In the nineties it shrank.',
    ]);
  });

  it('orders clock times across midnight', () => {
    expect(
      run(
        buildChronologicalModel,
        'By 2 am the hall was empty. The band played at 10 pm. Guests arrived at 7:30 pm. The last taxi left shortly after midnight.',
      ),
    ).toEqual([
      'Guests arrived at 7:30 pm.',
      'The band played at 10 pm.',
      'The last taxi left shortly after midnight.',
      'By 2 am the hall was empty.',
    ]);
  });

  it('places a relative expression after the event it counts from', () => {
    expect(
      run(
        buildChronologicalModel,
        'She returned two years later with seeds. In 1930 she retired. On June 12, 1911, she sailed for Chile. She was born in 1884.',
      ),
    ).toEqual([
      'She was born in 1884.',
      'On June 12, 1911, she sailed for Chile.',
      'She returned two years later with seeds.',
      'In 1930 she retired.',
    ]);
  });

  it('counts "Two years later the mill reopened" from the fire it undoes, not from the words after "later"', () => {
    expect(
      run(
        buildChronologicalModel,
        'In 1950 the mill became a museum. Two years later the mill reopened. In 1901 the Harwell mill opened on the river. A fire destroyed the mill in 1910.',
      ),
    ).toEqual([
      'In 1901 the Harwell mill opened on the river.',
      'A fire destroyed the mill in 1910.',
      'Two years later the mill reopened.',
      'In 1950 the mill became a museum.',
    ]);
  });

  it('counts a relative time from the latest time told before it, not one its offset would carry past the next', () => {
    // From 4:40 or 4:55, forty minutes would land after 5:20: only 5:20 (or 7 a.m.) fits.
    expect(
      run(
        buildChronologicalModel,
        'Forty minutes later the lifeboat came alongside. At 4:40 a.m. the crew radioed the coastguard. Shortly after 7 a.m. the leak was plugged. By 4:55 the lifeboat had launched. The helicopter reached the trawler at 5:20.',
      ),
    ).toEqual([
      'At 4:40 a.m. the crew radioed the coastguard.',
      'By 4:55 the lifeboat had launched.',
      'The helicopter reached the trawler at 5:20.',
      'Forty minutes later the lifeboat came alongside.',
      'Shortly after 7 a.m. the leak was plugged.',
    ]);
  });

  it('ends the day at midnight when the times do not run across it', () => {
    expect(
      run(
        buildChronologicalModel,
        'The festival opened at 2 p.m. Shortly before midnight the last campers left. Power returned at 6:40 p.m.',
      ),
    ).toEqual([
      'The festival opened at 2 p.m.',
      'Power returned at 6:40 p.m.',
      'Shortly before midnight the last campers left.',
    ]);
  });

  it('puts times of day alone on the first dated day when that date gives a time too', () => {
    expect(
      run(
        buildChronologicalModel,
        'On Jan. 12 the institute ordered alarms for every cold room. By 6:40 she had noticed that the thermometer read high. At 6:15 a.m. on Jan. 9, Dr. Sorrow unlocked the cold room. At 7 a.m. she called the facilities manager.',
      ),
    ).toEqual([
      'At 6:15 a.m. on Jan. 9, Dr. Sorrow unlocked the cold room.',
      'By 6:40 she had noticed that the thermometer read high.',
      'At 7 a.m. she called the facilities manager.',
      'On Jan. 12 the institute ordered alarms for every cold room.',
    ]);
  });

  it('carries a time of day earlier than the first date’s own time into the next day', () => {
    const text =
      'On Oct. 4 the council met. By 7 a.m. the rebels held the bridge. On the evening of Oct. 2 the king fled the capital.';
    expect(run(buildChronologicalModel, text)).toEqual([
      'On the evening of Oct. 2 the king fled the capital.',
      'By 7 a.m. the rebels held the bridge.',
      'On Oct. 4 the council met.',
    ]);
  });

  it('leaves a time in words on the clock, where any day of a history may have it', () => {
    const sentences = analyse(
      'At 6 a.m. on 3 May 1889 sealers landed rats on the island. The rats fed on the eggs at dusk. In 1923 the rats were gone.',
    );
    const coherence = analyseCoherence(sentences);
    const timeline = buildTimeline(sentences, textTemporalCues(sentences), coherence);
    expect(timeline[1]!.interval?.space).toBe('clock');
  });

  it('orders a life told by ages', () => {
    expect(
      run(
        buildChronologicalModel,
        'At forty-one she won a seat on the council. At nineteen she left for the capital to study law. She became the first woman mayor at fifty. At twelve she was setting type for the handbills.',
      ),
    ).toEqual([
      'At twelve she was setting type for the handbills.',
      'At nineteen she left for the capital to study law.',
      'At forty-one she won a seat on the council.',
      'She became the first woman mayor at fifty.',
    ]);
  });

  it('dates an age from the birth year the text gives', () => {
    expect(
      run(
        buildChronologicalModel,
        'In 1946 she qualified as a solicitor. At nineteen she went to work in a mill office. Harriet was born in 1921 in Ashcombe. She retired in 1986.',
      ),
    ).toEqual([
      'Harriet was born in 1921 in Ashcombe.',
      'At nineteen she went to work in a mill office.',
      'In 1946 she qualified as a solicitor.',
      'She retired in 1986.',
    ]);
  });

  it('reads no age in a lone "at nine" or a figure: a single number is no life told by ages', () => {
    const sentences = analyse('At nine the bell rang. Unemployment stood at 15. The school closed in 1990.');
    const timeline = buildTimeline(sentences, textTemporalCues(sentences), analyseCoherence(sentences));
    expect(timeline.some((entry) => entry.interval?.space === 'age')).toBe(false);
  });

  it('reads a time without am or pm as the evening when the times the text fixes are in the evening', () => {
    expect(
      run(
        buildChronologicalModel,
        'The band came on at 9:10. At 8 pm the gates opened. The last encore ended at 11 pm. The support act played at 8:25.',
      ),
    ).toEqual([
      'At 8 pm the gates opened.',
      'The support act played at 8:25.',
      'The band came on at 9:10.',
      'The last encore ended at 11 pm.',
    ]);
  });

  it("keeps the morning reading of a time whose own sentence says morning, whatever the text's other times", () => {
    expect(
      run(
        buildChronologicalModel,
        'She got home at 7 pm. The alarm went off at 6:50 that morning. At 5 pm the meeting ended.',
      ),
    ).toEqual([
      'The alarm went off at 6:50 that morning.',
      'At 5 pm the meeting ended.',
      'She got home at 7 pm.',
    ]);
  });

  it('does not take a part of the day a sentence looks back to ("the night before") as its own time', () => {
    expect(
      run(
        buildChronologicalModel,
        'By 6:40 the room was warm, though it had been cold the night before. At 7 a.m. she called the manager. At 6:15 a.m. she unlocked the lab.',
      ),
    ).toEqual([
      'At 6:15 a.m. she unlocked the lab.',
      'By 6:40 the room was warm, though it had been cold the night before.',
      'At 7 a.m. she called the manager.',
    ]);
  });

  it('counts a relative time on a recovery from the disruption it undoes, not from the sentence sharing its names', () => {
    expect(
      run(
        buildChronologicalModel,
        'Anna Berg reopened the bakery a year later with two new ovens. In 1931 the bakery was sold. ' +
          'In 1902 Anna Berg opened a bakery on Mill Street. A flood in April 1913 wrecked the ovens.',
      ),
    ).toEqual([
      'In 1902 Anna Berg opened a bakery on Mill Street.',
      'A flood in April 1913 wrecked the ovens.',
      'Anna Berg reopened the bakery a year later with two new ovens.',
      'In 1931 the bakery was sold.',
    ]);
  });

  it('lets a recovery undo the earliest of several disruptions', () => {
    expect(
      run(
        buildChronologicalModel,
        'The mill shut for good in 1988. Four years later the owners restored the looms. ' +
          'A strike halted the mill in 1926. The mill was founded in 1890.',
      ),
    ).toEqual([
      'The mill was founded in 1890.',
      'A strike halted the mill in 1926.',
      'Four years later the owners restored the looms.',
      'The mill shut for good in 1988.',
    ]);
  });

  it('resolves "the following Tuesday" against a dated day', () => {
    expect(
      run(
        buildChronologicalModel,
        'The following Tuesday the council replied. On 3 March 2021 she wrote to the council. In September 2021 the case began.',
      ),
    ).toEqual([
      'On 3 March 2021 she wrote to the council.',
      'The following Tuesday the council replied.',
      'In September 2021 the case began.',
    ]);
  });

  it('resolves "the following February" against its dated anchor, into the next year', () => {
    expect(
      run(
        buildChronologicalModel,
        'The following February the album won a folk award. In March 2018 the band recorded the album. The album was released on 2 Nov. 2018. In 2020 the band toured.',
      ),
    ).toEqual([
      'In March 2018 the band recorded the album.',
      'The album was released on 2 Nov. 2018.',
      'The following February the album won a folk award.',
      'In 2020 the band toured.',
    ]);
  });

  it('puts a sentence about today after every year it mentions, and keeps a time of day told today', () => {
    expect(
      run(
        buildChronologicalModel,
        'The canal still carries water today, although its banks were lined with concrete in 1967. In 1972 the last barge unloaded coal. The canal opened in 1850.',
      ),
    ).toEqual([
      'The canal opened in 1850.',
      'In 1972 the last barge unloaded coal.',
      'The canal still carries water today, although its banks were lined with concrete in 1967.',
    ]);
    // The day a story is told on keeps its times of day.
    expect(
      run(
        buildChronologicalModel,
        'At 9:00 I left for the exam. Today I woke at 7:00 and ate toast. At 8:00 I caught the bus.',
      ),
    ).toEqual([
      'Today I woke at 7:00 and ate toast.',
      'At 8:00 I caught the bus.',
      'At 9:00 I left for the exam.',
    ]);
  });

  it('holds a time of the next day ("the next morning … at 11:40") to no order against the times of the day before', () => {
    const text =
      'At 1:15 p.m. the anemometer snapped off its mast. The next morning a technician climbed the headland, and readings resumed at 11:40 a.m. At 9:30 a.m. the forecaster raised a storm warning.';
    expect(isHardConstraint(beforeScore(buildChronologicalModel, text, 1, 0))).toBe(false);
    expect(isHardConstraint(beforeScore(buildChronologicalModel, text, 2, 1))).toBe(false);
    // The times of one day keep their hard order.
    expect(isHardConstraint(beforeScore(buildChronologicalModel, text, 2, 0))).toBe(true);
  });

  it('orders times counted from now ("Yesterday", "Today", "Next week") when two sentences or more give one', () => {
    const text = 'Tomorrow I will call them. Yesterday I went to the dentist. Today my tooth still hurts.';
    expect(run(buildChronologicalModel, text)).toEqual([
      'Yesterday I went to the dentist.',
      'Today my tooth still hurts.',
      'Tomorrow I will call them.',
    ]);
    expect(isHardConstraint(beforeScore(buildChronologicalModel, text, 1, 2))).toBe(true);
    // One such sentence says nothing about the order.
    expect(
      isHardConstraint(beforeScore(buildChronologicalModel, 'It rained. Yesterday it snowed.', 1, 0)),
    ).toBe(false);
  });

  it("dates a year's winter to the year without ordering it against the year's months", () => {
    expect(
      run(
        buildChronologicalModel,
        'In 2017 they fitted an engine. In the summer of 2015 they bought the boat. Over the winter of 2015 they rebuilt the hull. In 2014 they saw it for sale.',
      ),
    ).toEqual([
      'In 2014 they saw it for sale.',
      'In the summer of 2015 they bought the boat.',
      'Over the winter of 2015 they rebuilt the hull.',
      'In 2017 they fitted an engine.',
    ]);
  });
});

describe('buildProcessModel', () => {
  it('orders step markers of every style and keeps "Last of all" last', () => {
    expect(
      run(
        buildProcessModel,
        'Last of all, post the notes. Step 3 - tag the commit. 4th: deploy to staging. Step one: merge the branch. Second, wait for the build.',
      ),
    ).toEqual([
      'Step one: merge the branch.',
      'Second, wait for the build.',
      'Step 3 - tag the commit.',
      '4th: deploy to staging.',
      'Last of all, post the notes.',
    ]);
  });

  it('puts "Before you start, …" before the "First," step', () => {
    expect(
      run(
        buildProcessModel,
        'First, grip the tick close to the skin with the tweezers. Then pull upwards with steady pressure. Before you start, wash your hands and find fine-tipped tweezers.',
      ),
    ).toEqual([
      'Before you start, wash your hands and find fine-tipped tweezers.',
      'First, grip the tick close to the skin with the tweezers.',
      'Then pull upwards with steady pressure.',
    ]);
  });

  it('lets an unnumbered step fill the gap between numbered ones', () => {
    expect(
      run(
        buildProcessModel,
        'Step 1: pack the bag. Then check the tickets. Step 2: lock the door. Finally, leave.',
      ),
    ).toEqual([
      'Step 1: pack the bag.',
      'Step 2: lock the door.',
      'Then check the tickets.',
      'Finally, leave.',
    ]);
  });

  it('puts a step after the step whose "until" clause produces the state it uses', () => {
    expect(
      run(
        buildProcessModel,
        'Boil the thickened sauce for a minute. Heat the tomatoes until the sauce has thickened. Chop the tomatoes.',
      ),
    ).toEqual([
      'Chop the tomatoes.',
      'Heat the tomatoes until the sauce has thickened.',
      'Boil the thickened sauce for a minute.',
    ]);
  });

  it('puts a step after the instruction whose verb makes what it uses ("Mark …" before "the marks")', () => {
    expect(
      run(buildProcessModel, 'Drill holes at the marks. Mark the bracket positions on the wall.'),
    ).toEqual(['Mark the bracket positions on the wall.', 'Drill holes at the marks.']);
  });

  it('puts getting ready first and finishing ("serve", "before slicing") last', () => {
    expect(
      run(
        buildProcessModel,
        'Serve the soup with bread. Chop the onions. Preheat the oven to 200 degrees. Roast the onions.',
      ),
    ).toEqual([
      'Preheat the oven to 200 degrees.',
      'Chop the onions.',
      'Roast the onions.',
      'Serve the soup with bread.',
    ]);
  });

  it('puts a step after the step whose result it uses', () => {
    expect(
      run(
        buildProcessModel,
        'Sand the dried filler smooth. Knead the dough. Cover the kneaded dough. Cover the joints with a thin layer of filler.',
      ),
    ).toEqual([
      'Knead the dough.',
      'Cover the kneaded dough.',
      'Cover the joints with a thin layer of filler.',
      'Sand the dried filler smooth.',
    ]);
  });
});

describe('buildChronologicalModel without dates', () => {
  it('orders the stages of a life and puts a present-tense epilogue last', () => {
    expect(
      run(
        buildChronologicalModel,
        'Today the firm has grown to forty staff. Their son Marco took over the shop. He married Rosa in the spring. Giuseppe grew up on a farm near Naples.',
      ),
    ).toEqual([
      'Giuseppe grew up on a farm near Naples.',
      'He married Rosa in the spring.',
      'Their son Marco took over the shop.',
      'Today the firm has grown to forty staff.',
    ]);
  });

  it('orders parts of the day through one night', () => {
    expect(
      run(
        buildChronologicalModel,
        'When the sky grew pale, he put out the lamp. He climbed the stairs as the sun went down. Around midnight he saw a ship.',
      ),
    ).toEqual([
      'He climbed the stairs as the sun went down.',
      'Around midnight he saw a ship.',
      'When the sky grew pale, he put out the lamp.',
    ]);
  });
});

describe('sequence openings', () => {
  const story = 'Then we drove home. After that we cooked dinner. First we went to the store.';

  it.each([
    ['chronological', buildChronologicalModel],
    ['cause-effect', buildCauseEffectModel],
  ] as const)(
    'holds the one sentence that opens a sequence before those that continue it (%s)',
    (_, build) => {
      expect(isHardConstraint(beforeScore(build, story, 2, 0))).toBe(true);
      expect(isHardConstraint(beforeScore(build, story, 2, 1))).toBe(true);
      expect(isHardConstraint(beforeScore(build, 'At first it rained. Later the sun came out.', 0, 1))).toBe(
        true,
      );
    },
  );

  it('sets nothing when two sentences open sequences of their own, or "first" is an adjective', () => {
    const two = 'First we packed. Then we left. First we unpacked.';
    expect(isHardConstraint(beforeScore(buildChronologicalModel, two, 0, 1))).toBe(false);
    const adjective = 'Then the crowd cheered. First prize went to Ana.';
    expect(isHardConstraint(beforeScore(buildChronologicalModel, adjective, 1, 0))).toBe(false);
  });
});

describe('buildCauseEffectModel', () => {
  it('keeps marked effects out of the opening position and follows references back', () => {
    const order = run(
      buildCauseEffectModel,
      'As a result, the road was closed. The closure cut off the bakery. A storm flooded the road.',
    );
    expect(order[0]).toBe('A storm flooded the road.');
    expect(order.indexOf('The closure cut off the bakery.')).toBeGreaterThan(
      order.indexOf('As a result, the road was closed.'),
    );
  });

  it('follows cause clauses, anaphoric event nouns and summarising nouns along a chain', () => {
    expect(
      run(
        buildCauseEffectModel,
        'This drop in spending hit the shops. Because repayments rose, households cut back on eating out. A central bank raised its interest rate. The higher rate pushed up mortgage repayments.',
      ),
    ).toEqual([
      'A central bank raised its interest rate.',
      'The higher rate pushed up mortgage repayments.',
      'Because repayments rose, households cut back on eating out.',
      'This drop in spending hit the shops.',
    ]);
  });
});

describe('buildCauseEffectModel: openings and endings', () => {
  it('does not open the chain with a sentence timed from an earlier event', () => {
    const order = run(
      buildCauseEffectModel,
      'Villagers held a meeting the following week. Villagers found dead fish in the river.',
    );
    expect(order[0]).toBe('Villagers found dead fish in the river.');
  });

  it('does not open the chain with a definite subject that sums up an earlier change', () => {
    const order = run(
      buildCauseEffectModel,
      'The extra cars jammed the main roads. Train drivers walked out over pay.',
    );
    expect(order[0]).toBe('Train drivers walked out over pay.');
  });

  it('favours as the last sentence one that comes back to the clear root (ring closure)', () => {
    const sentences = analyse(
      'A drought hit the farms. As a result, the harvest failed. Food prices therefore rose. The government therefore declared a drought emergency.',
    );
    const { model } = buildCauseEffectModel(sentences, analyseCoherence(sentences));
    const n = sentences.length;
    expect(model.at[3 * n + n - 1]!).toBeGreaterThan(model.at[2 * n + n - 1]!);
  });
});

describe('claimPoints', () => {
  it('maps evidence to the reason of the claim it takes up', () => {
    const sentences = analyse(
      'The town should ban cars from the centre because they pollute the air, endanger children and waste space. Parked cars waste space on every street. Exhaust fumes foul the air on the high street. Three children were hit by cars last year. So the centre should be free of cars.',
    );
    const coherence = analyseCoherence(sentences);
    const roles = assignRoles(sentences, coherence);
    expect(claimPoints(sentences, 0, roles, coherence)).toEqual([undefined, 2, 0, 1, undefined]);
  });
});

describe('buildArgumentModel', () => {
  const text =
    'In short, a shorter week benefits workers. However, staff can rotate their day off. Companies should move to a four-day week. Critics argue that customers will suffer. Trials have shown that productivity stays level.';

  it('orders claim, evidence, counter with its rebuttal, conclusion', () => {
    expect(run(buildArgumentModel, text)).toEqual([
      'Companies should move to a four-day week.',
      'Trials have shown that productivity stays level.',
      'Critics argue that customers will suffer.',
      'However, staff can rotate their day off.',
      'In short, a shorter week benefits workers.',
    ]);
  });

  it('assigns roles from markers and finds the unmarked claim', () => {
    const sentences = analyse(text);
    expect(assignRoles(sentences, analyseCoherence(sentences)).map((r) => r.role)).toEqual([
      'conclusion',
      'rebuttal',
      'claim',
      'counter',
      'evidence',
    ]);
  });
});

describe('everyday narratives: stages of a day, and sentences that look back', () => {
  it('orders the stages of a day on a small text without any time word', () => {
    expect(
      run(
        buildChronologicalModel,
        'He reached his desk at last. He grabbed his keys and locked the door. His alarm rang and he got up. The train was packed. He showered and got dressed.',
      ),
    ).toEqual([
      'His alarm rang and he got up.',
      'He showered and got dressed.',
      'He grabbed his keys and locked the door.',
      'The train was packed.',
      'He reached his desk at last.',
    ]);
  });

  it('orders the stages of a trip and of cooking a meal', () => {
    expect(
      run(
        buildChronologicalModel,
        'We checked in at the hotel. We set off early. We packed our bags the night before. The flight was smooth.',
      ),
    ).toEqual([
      'We packed our bags the night before.',
      'We set off early.',
      'The flight was smooth.',
      'We checked in at the hotel.',
    ]);
    expect(
      run(
        buildChronologicalModel,
        'We ate in the garden. I chopped two onions. The onions softened in butter.',
      ),
    ).toEqual(['I chopped two onions.', 'The onions softened in butter.', 'We ate in the garden.']);
  });

  it('puts a sentence that looks back ("By the time …,") last in a chronology', () => {
    const order = run(
      buildChronologicalModel,
      'By the time we got home, the rain had stopped. We left the cinema at ten. The film was long.',
    );
    expect(order[2]).toBe('By the time we got home, the rain had stopped.');
  });

  it('never takes a "by the time" sentence as the root cause, wherever it stands in the input', () => {
    const sentences = [
      'By the time the snowplough arrived, the shop had run out of bread.',
      'Heavy snow closed the only road into the village.',
      'The delivery lorry could not get through.',
      'Within two days the shelves were empty.',
    ];
    for (let k = 0; k < sentences.length; k++) {
      const text = [...sentences.slice(k), ...sentences.slice(0, k)].join(' ');
      const order = run(buildCauseEffectModel, text);
      expect(order[0]).not.toMatch(/^By the time/);
      expect(order[order.length - 1]).toMatch(/^By the time/);
    }
  });

  it('does not open a causal chain with the close of a story ("When I finally …", "at last")', () => {
    const sentences = analyse(
      'When I finally got home, the ice cream had melted. I forgot the shopping bag in the hot car. The car sat in the sun all afternoon.',
    );
    const { model } = buildCauseEffectModel(sentences, analyseCoherence(sentences));
    expect(model.at[0 * model.n + 0]).toBeLessThan(0);
    expect(run(buildCauseEffectModel, sentences.map((s) => s.body).join(' '))[0]).not.toMatch(
      /^When I finally/,
    );
  });

  it('keeps a chain of everyday events in the order of the day', () => {
    expect(
      run(
        buildCauseEffectModel,
        'I missed the start of the meeting. My alarm did not go off. I had to wait for the next bus.',
      ),
    ).toEqual([
      'My alarm did not go off.',
      'I had to wait for the next bus.',
      'I missed the start of the meeting.',
    ]);
  });
});
