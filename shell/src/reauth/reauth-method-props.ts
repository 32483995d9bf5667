/** What each way of confirming in the "Confirm it's you" dialog receives (reauth-methods.tsx lists the ways). */
export interface ReauthMethodProps {
  /** Call once the API has accepted the confirmation: the dialog closes and the refused request is sent again. */
  onConfirmed: () => void;
}
