import { useMemo, useReducer } from 'react';

export interface BookingSelection {
  instructorId: string;
  date: string | null;
  time: string | null;
}

type Action = { type: 'instructor'; id: string } | { type: 'date'; date: string } | { type: 'time'; time: string | null };

// A time only means something for one instructor on one date: changing either clears it.
function reducer(state: BookingSelection, action: Action): BookingSelection {
  switch (action.type) {
    case 'instructor':
      return action.id === state.instructorId ? state : { ...state, instructorId: action.id, time: null };
    case 'date':
      return action.date === state.date ? state : { ...state, date: action.date, time: null };
    case 'time':
      return { ...state, time: action.time };
  }
}

export function useBookingSelection(initialInstructorId = '') {
  const [selection, dispatch] = useReducer(reducer, { instructorId: initialInstructorId, date: null, time: null });
  // The same functions at every render (dispatch never changes): the calendar, given the same
  // onChange, is not drawn again when only the time changes.
  const choose = useMemo(
    () => ({
      chooseInstructor: (id: string) => dispatch({ type: 'instructor', id }),
      chooseDate: (date: string) => dispatch({ type: 'date', date }),
      chooseTime: (time: string | null) => dispatch({ type: 'time', time }),
    }),
    [],
  );
  return { selection, ...choose };
}
