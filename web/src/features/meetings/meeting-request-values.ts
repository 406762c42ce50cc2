/** The request as the form holds it: the chosen slot (owner's date and time) and the fields. */
export interface MeetingRequestValues {
  date: string;
  time: string;
  type: string;
  name: string;
  email: string;
  company: string;
  description: string;
}

export const EMPTY_REQUEST: MeetingRequestValues = {
  date: '',
  time: '',
  type: '',
  name: '',
  email: '',
  company: '',
  description: '',
};
