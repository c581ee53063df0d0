/** SPEC section 9: toasts stay 5 s, bottom right, at most 20 at once, swiped away at 60 %. */
export const TOAST_SETTINGS = {
  position: 'bottom-right',
  autoClose: 5000,
  limit: 20,
  draggablePercent: 60,
} as const
