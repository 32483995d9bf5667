/** Spec §2: the dropdown is 80 units wide (Tailwind's w-80 = 20rem = 320 px), narrower on tiny screens. */
export const NOTIFICATION_PANEL_WIDTH_PX = 320;
