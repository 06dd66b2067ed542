/** Each picture of the site: its file under public/, its title (read out), and its scene. */
import { backdrop, EMBER, group, SPRUCE, WHITE } from './kit.ts';
import * as p from './props.ts';

export type Scene = { file: string; title: string; body: string };

const F = 300; // the floor line of every scene

export const scenes: Scene[] = [
  // Services: the files the seeded service rows point at (server/db/seed/catalog.ts).
  {
    file: 'services/move-out-move-in-clean.svg',
    title: 'An open front door with winter boots, moving boxes and a mop bucket',
    body: [
      backdrop(F),
      group(60, F, p.door()),
      group(70, F, p.boots(), 0.7),
      group(200, F, p.box(110, 80)),
      group(220, F - 80, p.box(80, 62)),
      group(340, F, p.mopBucket()),
    ].join(''),
  },
  {
    file: 'services/deep-cleaning.svg',
    title: 'A kitchen stove under its range hood, a spray bottle and a mop bucket',
    body: [
      backdrop(F),
      group(150, F, p.stove()),
      group(70, F, p.sprayBottle()),
      group(330, F, p.mopBucket()),
    ].join(''),
  },
  {
    file: 'services/post-event-cleanup.svg',
    title: 'A party table with stacked plates and balloons, a garbage bag and a recycling bin',
    body: [
      backdrop(F),
      group(40, F, p.balloons()),
      group(110, F, p.table()),
      group(322, F, p.garbageBag()),
      group(400, F, p.recyclingBin(), 0.8),
    ].join(''),
  },
  {
    file: 'services/routine-clean.svg',
    title: 'A tidy living room with a sofa, a plant and an upright vacuum',
    body: [
      backdrop(F),
      group(60, F - 160, p.windowFrame()),
      group(110, F, p.sofa()),
      group(36, F, p.plant(), 0.9),
      group(350, F, p.vacuum()),
    ].join(''),
  },
  {
    file: 'services/commercial-cleaning.svg',
    title: 'An office desk with a monitor and chair, a wet floor sign and a mop bucket',
    body: [
      backdrop(F),
      group(30, F, p.desk()),
      group(296, F, p.wetFloorSign()),
      group(390, F, p.mopBucket(), 0.8),
    ].join(''),
  },
  // Banners: the home banners (server/db/seed/pages.ts) and each inner page's banner art.
  {
    file: 'banners/spotless-home.svg',
    title: 'A condo, a townhouse and a bungalow side by side',
    body: [
      backdrop(F),
      group(36, F, p.condo(), 0.9),
      group(150, F, p.townhouse()),
      group(270, F, p.bungalow(), 0.85),
    ].join(''),
  },
  {
    file: 'banners/moving-day.svg',
    title: 'A townhouse with moving boxes and a key by the door',
    body: [
      backdrop(F),
      group(70, F, p.townhouse(SPRUCE[0]), 1.1),
      group(220, F, p.box(110, 80)),
      group(240, F - 80, p.box(80, 62)),
      group(340, F, p.box(90, 70)),
      group(352, F - 84, p.key(), 0.9),
    ].join(''),
  },
  {
    file: 'banners/office-ready.svg',
    title: 'An office desk with a monitor and chair beside a wet floor sign',
    body: [backdrop(F), group(60, F, p.desk()), group(350, F, p.wetFloorSign())].join(''),
  },
  {
    file: 'banners/homes.svg',
    title: 'A bungalow with winter boots by the door, a tree and a mop bucket',
    body: [
      backdrop(F),
      group(40, F, p.tree()),
      group(130, F, p.bungalow()),
      group(254, F, p.boots(), 0.45),
      group(364, F, p.mopBucket(), 0.8),
    ].join(''),
  },
  {
    file: 'banners/edmonton-move.svg',
    title: 'A snowy bungalow with moving boxes and winter boots by the door',
    body: [
      backdrop(F),
      group(50, F, p.bungalow(true)),
      group(174, F, p.boots(), 0.45),
      group(290, F, p.box(110, 80)),
      group(310, F - 80, p.box(80, 62)),
      group(318, F - 142, p.key(), 0.8),
    ].join(''),
  },
  {
    file: 'banners/quote.svg',
    title: 'A price quote card beside a calendar with the cleaning day ticked',
    body: [backdrop(F), group(70, F - 20, p.quoteCard()), group(260, F - 30, p.calendar())].join(
      '',
    ),
  },
  {
    file: 'banners/contact.svg',
    title: 'An envelope, a phone and a speech bubble',
    body: [
      backdrop(F),
      group(60, F, p.envelope()),
      group(240, F, p.phone()),
      group(300, F - 120, p.bubble('dots', SPRUCE[1])),
    ].join(''),
  },
  {
    file: 'banners/questions.svg',
    title: 'A speech bubble with a question and one with a tick',
    body: [
      backdrop(F),
      group(80, F - 50, p.bubble('question')),
      group(260, F + 20, p.bubble('check', SPRUCE[1])),
    ].join(''),
  },
  {
    file: 'banners/documents.svg',
    title: 'A page of terms with a shield on it',
    body: [backdrop(F), group(170, F, p.documentWithShield()), group(330, F, p.plant(), 0.8)].join(
      '',
    ),
  },
  {
    file: 'banners/hiring.svg',
    title: 'A mop bucket, a calendar with a shift ticked and a clock',
    body: [
      backdrop(F),
      group(50, F, p.mopBucket()),
      group(170, F - 40, p.calendar()),
      group(360, F, p.clock()),
    ].join(''),
  },
  {
    file: 'banners/application.svg',
    title: 'A clipboard with ticked checks beside a shield',
    body: [
      backdrop(F),
      group(110, F, p.clipboard()),
      group(270, F, p.documentWithShield(), 0.8),
    ].join(''),
  },
  // Pages of one moment.
  {
    file: 'thank-you.svg',
    title: 'A calendar with the cleaning day ticked beside a bungalow',
    body: [backdrop(F), group(50, F, p.calendar()), group(250, F, p.bungalow(), 0.9)].join(''),
  },
  {
    file: 'not-found.svg',
    title: 'A signpost pointing both ways beside a tree',
    body: [backdrop(F), group(150, F, p.signpost()), group(330, F, p.tree(), 1.2)].join(''),
  },
  // Empty lists in the dashboards.
  {
    file: 'empty/bookings.svg',
    title: 'A calendar with no cleaning booked yet',
    body: [backdrop(F), group(160, F - 20, p.calendar(false))].join(''),
  },
  {
    file: 'empty/jobs.svg',
    title: 'A clipboard with an empty job list',
    body: [backdrop(F), group(150, F, p.clipboard(0)), group(310, F, p.mopBucket(), 0.7)].join(''),
  },
  {
    file: 'empty/reviews.svg',
    title: 'A speech bubble with a star',
    body: [
      backdrop(F),
      group(170, F - 40, p.bubble('dots', WHITE)),
      group(290, F - 10, p.star()),
    ].join(''),
  },
  {
    file: 'empty/notifications.svg',
    title: 'A quiet bell',
    body: [backdrop(F), group(180, F - 20, p.bell())].join(''),
  },
  {
    file: 'empty/addresses.svg',
    title: 'A map pin above a bungalow',
    body: [
      backdrop(F),
      group(150, F, p.bungalow(), 0.9),
      group(300, F - 150, p.mapPin(EMBER[7])),
    ].join(''),
  },
];
