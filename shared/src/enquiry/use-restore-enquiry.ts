import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { enquiryRestored } from './enquiry-slice';
import { readStoredEnquiry } from './enquiry-storage';

/**
 * Reads the list this browser keeps once the page is alive. The server rendered the page without it, so
 * reading it sooner would make hydration find a different header than the server's.
 */
export function useRestoreEnquiry(): void {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(enquiryRestored(readStoredEnquiry()));
  }, [dispatch]);
}
