import { msg } from '@circles/shared/messages/dashboard';

/** A module (chapter) of an assigned series as the dashboard receives it (spec 000 §3 client data). */
export interface AssignedChapter {
  id: string;
  name: string;
  /** 0–100. */
  completeness: number;
}

/** A series instance assigned to a member, with its chapters in order. */
export interface AssignedSeries {
  id: string;
  name: string;
  chapters: readonly AssignedChapter[];
}

/** Chapter status (spec 000 §4): 0 Not Started; above 0 and below 100 In Progress; 100 Completed. */
export type ChapterStatus = 'notStarted' | 'inProgress' | 'completed';

/** The status of a chapter from its completeness (anything not above 0 counts as not started). */
export function chapterStatus(completeness: number): ChapterStatus {
  if (completeness >= 100) return 'completed';
  if (completeness > 0) return 'inProgress';
  return 'notStarted';
}

/** The badge text of a status. */
export function statusText(status: ChapterStatus): string {
  switch (status) {
    case 'notStarted':
      return msg('dashboard.status.notStarted');
    case 'inProgress':
      return msg('dashboard.status.inProgress');
    case 'completed':
      return msg('dashboard.status.completed');
  }
}

/** A series is complete when it has chapters and all are at 100 (spec 000 §4). */
export function isSeriesComplete(series: AssignedSeries): boolean {
  return series.chapters.length > 0 && series.chapters.every((c) => c.completeness >= 100);
}

/** Only incomplete series appear under Current Assigned Tasks (spec 000 §4). */
export function incompleteSeries(series: readonly AssignedSeries[]): AssignedSeries[] {
  return series.filter((s) => !isSeriesComplete(s));
}

/** Where a chapter opens (spec 000 §2 Dashboard). */
export function chapterHref(chapterId: string): string {
  return `/administration/booklets/user/view/${encodeURIComponent(chapterId)}`;
}
