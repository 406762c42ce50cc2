/** The request as the form holds it, empty: the chosen slot (owner's date and time) and the fields. */
export const EMPTY_REQUEST = {
  date: '',
  time: '',
  type: '',
  name: '',
  email: '',
  company: '',
  description: '',
};
export type MeetingRequestValues = typeof EMPTY_REQUEST;
