// Collection names the app layer creates and a module still has to read (issue 48: a module never imports jobs/).

/** Agenda's jobs (jobs/agenda.ts); account erasure removes the ones naming the user. */
export const AGENDA_COLLECTION = 'agendaJobs';
