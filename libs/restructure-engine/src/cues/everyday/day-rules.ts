/**
 * The day / outing script's stage rules: waking → getting ready → setting off → on the way →
 * arriving → there (its start, the break, the late part) → leaving for home → back home → the
 * evening → bed, with the night before first.
 */
import { DAY_STAGE } from './stages.js';
import type { StageRule } from './types.js';
import { DETERMINER, POSSESSIVE, PRONOUN_OBJECT, VEHICLE_MODIFIER } from './words.js';

/**
 * In priority order: a span matched by an earlier rule is masked for the later ones ('the train
 * home' is the way home, not a commute; 'out of bed' is waking, not going to bed).
 */
export const DAY_RULES: StageRule[] = [
  // the day script — back home and the way home first, because 'home' also ends 'left home'
  {
    script: 'day',
    stage: DAY_STAGE.wayHome,
    keys: 'home',
    pattern:
      /\b(?:train|bus|tram|drive|walk|way|journey|ride|flight|taxi|cab|trip|road)\s+(?:back\s+)?home\b/gi,
  },
  {
    script: 'day',
    stage: DAY_STAGE.backHome,
    keys: 'home hotel flat house tent campsite cabin room myself ourselves himself herself themselves',
    pattern: new RegExp(
      `\\b(?:got|get|gets|getting|came|come|comes|coming|went|go|goes|going|walked|walking|drove|driving|cycled|headed|ran|hurried|rushed|flew|travelled|traveled|returned|arrived|carried|brought|took|back)\\s+(?:${PRONOUN_OBJECT}\\s+)?(?:back\\s+)?home\\b|\\bback\\s+(?:at\\s+)?home\\b|\\b(?:walked|went|got|came|headed|drove|hurried)\\s+back\\s+to\\s+(?:the|our|my|his|her|their)\\s+(?:hotel|flat|house|tent|campsite|cabin|room)\\b|\\bhome\\s+again\\b|\\blet\\s+(?:myself|ourselves|himself|herself|themselves)\\s+in\\b`,
      'gi',
    ),
  },
  {
    script: 'day',
    stage: DAY_STAGE.leaving,
    keys: 'work school class meeting match game show concert party ceremony lesson lecture office home end whistle full-time full way clocked',
    pattern:
      /\b(?:after\s+(?:work|school|class|the\s+(?:meeting|match|game|show|concert|party|ceremony|lesson|lecture))|(?:left|leave|leaving|finished)\s+(?:work|the\s+office|school)|home\s+time|end\s+of\s+the\s+(?:day|shift|school\s+day|match|game|show)|final\s+whistle|full[-\s]time|on\s+the\s+way\s+out|clocked\s+(?:off|out))\b/gi,
  },
  // the night before: before everything of the day itself
  {
    script: 'day',
    stage: DAY_STAGE.dayBefore,
    keys: 'before previous',
    pattern: /\bthe\s+(?:night|evening|day)\s+before\b|\bthe\s+previous\s+(?:night|evening|day)\b/gi,
  },
  // waking
  {
    script: 'day',
    stage: DAY_STAGE.waking,
    keys: 'woke wake wakes waking awoke overslept oversleep alarm up bed',
    pattern: new RegExp(
      `(?<!\\bthe\\s)\\b(?:(?:woke|wake|wakes|waking)(?:\\s+up)?|awoke|overslept|oversleep)\\b|\\b${POSSESSIVE}\\s+(?:phone\\s+)?alarm\\b|\\balarm\\s+clock\\b|(?<!(?:smoke|fire|burglar|car|security)\\s)\\balarm\\s+(?:rang|went\\s+off|never\\s+went\\s+off|sounded|buzzed|beeped|failed)\\b|\\b(?:got|get|gets|getting)\\s+up\\b(?!\\s+(?:to|from)\\b)|\\bout\\s+of\\s+bed\\b`,
      'gi',
    ),
  },
  // getting ready
  {
    script: 'day',
    stage: DAY_STAGE.washing,
    keys: 'showered showering shower teeth face hair',
    pattern: new RegExp(
      `\\b(?:showered|showering|had\\s+a\\s+shower|took\\s+a\\s+shower|brushed\\s+${POSSESSIVE}\\s+teeth|washed\\s+${POSSESSIVE}\\s+(?:face|hair))\\b`,
      'gi',
    ),
  },
  {
    script: 'day',
    stage: DAY_STAGE.dressing,
    keys: 'dressed ironed shirt coat shoes boots wellies uniform clothes scarf scarves jacket suit dress kit hat gloves jumper trousers',
    pattern: new RegExp(
      `\\b(?:got\\s+dressed|getting\\s+dressed|ironed|(?:put|puts|putting|pulled|pulls|pulling)\\s+on\\s+(?:${POSSESSIVE}|the|a|an|some)\\s+(?:\\w+\\s+)?(?:shirt|coat|shoes|boots|wellies|uniform|clothes|scarf|scarves|jacket|suit|dress|kit|hat|gloves|jumper|trousers))\\b`,
      'gi',
    ),
  },
  {
    script: 'day',
    stage: DAY_STAGE.breakfast,
    keys: 'breakfast cereal porridge coffee tea',
    pattern:
      /\b(?:breakfast|cereal|porridge|(?:made|makes|making)\s+(?:a\s+|some\s+|the\s+)?(?:(?:pot|cup|mug)\s+of\s+)?(?:coffee|tea))\b/gi,
  },
  {
    script: 'day',
    stage: DAY_STAGE.packing,
    keys: 'pack packs packed packing loaded car boot van checked',
    pattern: new RegExp(
      `\\b(?:pack|packs|packed|packing)(?:\\s+up)?\\s+(?:${POSSESSIVE}\\s+|(?:the|a|an|some)\\s+)?(?:\\w+\\s+)?(?:bags?|suitcases?|case|car|boot|van|lunch|sandwiches|picnic|boxes|things|clothes|kit|rucksack|tent|belongings)\\b|\\b(?:pack|packs|packed|packing)(?:\\s+up)?\\s+${POSSESSIVE}\\s+[a-z-]+|\\bloaded\\s+(?:up\\s+)?(?:${POSSESSIVE}|the)\\s+(?:car|van|boot)\\b|\\binto\\s+the\\s+(?:car|boot|van)\\b(?!\\s+park)|\\bchecked\\s+in\\s+(?:for\\s+${DETERMINER}\\s+flight|online)\\b`,
      'gi',
    ),
  },
  // setting off
  {
    script: 'day',
    stage: DAY_STAGE.settingOff,
    keys: 'left leave leaves leaving house flat door drive driveway locked set headed grabbed moving',
    pattern: new RegExp(
      `\\b(?:we|i|he|she|they)\\s+left\\b(?!\\s+(?:the|a|an|my|his|her|our|their|it|them|me|us|him|for|behind)\\b)|\\b(?:left|leave|leaves|leaving)\\s+(?:the\\s+(?:house|flat|hotel)|home|for\\s+(?:work|school|the\\s+(?:office|station|airport)))\\b|\\b(?:ran|run|rushed|hurried|dashed|stepped|headed|went|walked|came|backed\\s+\\w+(?:\\s+\\w+)?)\\s+out\\s+(?:of\\s+)?(?:the\\s+)?(?:house|flat|front\\s+door|door|drive|driveway)\\b|\\blocked\\s+(?:${POSSESSIVE}|the)\\s+(?:front\\s+)?door\\b|\\bset\\s+(?:off|out)\\b(?!\\s+(?:the|a|an|to)\\b)|\\bheaded\\s+(?:off|out)\\b|\\bgrabbed\\s+(?:${POSSESSIVE}|the)\\s+(?:keys|coat|bag|umbrella|jacket)\\b|\\bmoving\\s+day\\b`,
      'gi',
    ),
  },
  // on the way
  {
    script: 'day',
    stage: DAY_STAGE.onTheWay,
    keys: 'bus train tram ferry taxi cab plane flight tube board boarded commut* traffic motorway road roundabout carriageway station halfway way drove drive driving cycled cycling flew',
    pattern: new RegExp(
      `\\b(?:(?:waited|waiting|queued)\\s+for\\s+|(?:caught|took|boarded)\\s+)?${DETERMINER}\\s+(?:${VEHICLE_MODIFIER}\\s+)?(?:bus|train|tram|ferry|taxi|cab|plane|flight(?!s?\\s+of)|tube(?!\\s+of))\\b(?!\\s+(?:times|timetables?|tickets?|fares?))|\\bbus\\s+stop\\b|\\bto\\s+board\\b|\\bboarded\\b|\\bcommut\\w*|(?<!the\\s)\\btraffic\\b(?!\\s+(?:report|news|update|lights?|warden))|\\b(?:motorway|ring\\s+road|roundabout|dual\\s+carriageway|service\\s+station|halfway\\s+there)\\b|\\bon\\s+the\\s+way\\s+(?:to|there)\\b|\\b(?:drove|drive|driving|cycled|cycling|flew)\\s+(?:to|into|through|across|north|south|east|west|${PRONOUN_OBJECT})\\b`,
      'gi',
    ),
  },
  // arriving: at the place (4), then inside it (4.3)
  {
    script: 'day',
    stage: DAY_STAGE.checkedIn,
    keys: 'signed clocked checked reception waiting seats room key keys',
    pattern: new RegExp(
      `\\b(?:signed\\s+in|clocked\\s+in|checked\\s+in|at\\s+(?:the\\s+)?reception|waiting\\s+room|(?:found|took)\\s+${POSSESSIVE}\\s+seats|(?:showed|took)\\s+${PRONOUN_OBJECT}\\s+(?:up\\s+)?to\\s+(?:${POSSESSIVE}|the)\\s+room|handed\\s+${PRONOUN_OBJECT}\\s+(?:${POSSESSIVE}|the)\\s+(?:room\\s+)?keys?)\\b`,
      'gi',
    ),
  },
  {
    script: 'day',
    stage: DAY_STAGE.arriving,
    keys: 'arrived arrive arrives arriving arrival reached got pulled turnstile turnstiles office classroom building lobby hall gate',
    pattern: new RegExp(
      `\\b(?:arrived|arrive|arrives|arriving|arrival)\\b(?!\\s+(?:in|by)\\s+(?:the\\s+)?(?:post|mail|email|e-mail))|\\breached\\s+(?!(?:into|for|out|over|across|down|up|a|an)\\b|the\\s+(?:peak|point|stage|limit|age|end|conclusion|decision|record|level|top)\\b)(?:(?:the|${POSSESSIVE})\\s+)?[a-z-]+|\\bgot\\s+(?:${PRONOUN_OBJECT}\\s+)?to\\s+(?:(?:the|${POSSESSIVE})\\s+[a-z-]+|work|school)\\b|\\bpulled\\s+(?:into|up\\s+(?:at|outside))\\b|\\bturnstiles?\\b|\\b(?:walked|stepped|came)\\s+into\\s+(?:the|a)\\s+(?:office|classroom|building|lobby|hall)\\b|\\bschool\\s+gate\\b`,
      'gi',
    ),
  },
  // the end of a flight, then on from the airport or the station
  {
    script: 'day',
    stage: DAY_STAGE.landed,
    keys: 'landed',
    pattern: /\b(?:plane|flight|we|i|they|he|she)\s+landed\b/gi,
  },
  {
    script: 'day',
    stage: DAY_STAGE.onFromTerminal,
    keys: 'airport station port harbour terminal',
    pattern: /\bfrom\s+the\s+(?:airport|station|port|harbour|terminal)\b/gi,
  },
  // there: the business of the day or the event, its start, its break, its late part
  {
    script: 'day',
    stage: DAY_STAGE.mainPart,
    keys: 'meeting lesson lecture seminar interview register classroom shift kick-off kickoff kick kicked desk call class name',
    pattern: new RegExp(
      `\\b(?:meeting|lesson|lecture|seminar|interview|register|classroom|(?:${POSSESSIVE}|the\\s+(?:early|late|night|day|morning))\\s+shift|kick[-\\s]?off|kicked\\s+off|(?:${POSSESSIVE}|a|the)\\s+desk|(?:first|morning)\\s+(?:call|class)|(?:called|calls|call)\\s+${POSSESSIVE}\\s+name)\\b`,
      'gi',
    ),
  },
  {
    script: 'day',
    stage: DAY_STAGE.opening,
    keys: 'minutes',
    pattern:
      /\b(?:in|within|during)\s+the\s+(?:first|opening)\s+(?:(?:few|five|ten|fifteen|twenty)\s+)?minutes\b/gi,
  },
  {
    script: 'day',
    stage: DAY_STAGE.shortBreak,
    keys: 'break breaktime',
    pattern: /\b(?:at\s+break(?:time)?|morning\s+break|coffee\s+break|breaktime)\b/gi,
  },
  {
    script: 'day',
    stage: DAY_STAGE.midBreak,
    keys: 'lunch lunchtime half-time half interval',
    pattern: /\b(?:lunch|lunchtime|half[-\s]time|(?:the|an)\s+interval)\b/gi,
  },
  {
    script: 'day',
    stage: DAY_STAGE.afterBreak,
    keys: 'half break',
    pattern: /\b(?:second\s+half|after\s+the\s+break)\b/gi,
  },
  {
    script: 'day',
    stage: DAY_STAGE.latePart,
    keys: 'late minute injury stoppage encore encores',
    pattern:
      /\b(?:late\s+(?:goal|penalty|winner|equaliser|equalizer|try)|last\s+minute|injury\s+time|stoppage\s+time|encores?)\b/gi,
  },
  // the evening, bed
  {
    script: 'day',
    stage: DAY_STAGE.evening,
    keys: 'dinner supper evening watched',
    pattern: /\b(?:dinner|supper|evening\s+meal|watched\s+(?:tv|television|a\s+film|a\s+movie))\b/gi,
  },
  {
    script: 'day',
    stage: DAY_STAGE.bed,
    keys: 'bed bedtime asleep slept sleep lights sleeping',
    pattern: new RegExp(
      `\\b(?:went|go|goes|going|got|get|crawled|climbed|tucked\\s+\\w+)\\s+(?:straight\\s+|back\\s+)?(?:in)?to\\s+bed\\b|\\bbedtime\\b|\\basleep\\b|\\bslept\\b|\\b(?:go|went|going)\\s+to\\s+sleep\\b|\\blights\\s+out\\b|\\b(?:crawled|climbed|got)\\s+into\\s+(?:${POSSESSIVE}|the)\\s+sleeping\\s+bags?\\b`,
      'gi',
    ),
  },
];
