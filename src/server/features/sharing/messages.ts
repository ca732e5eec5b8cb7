// Spec §8 "Shared link": the two texts the landing page shows, also the server's answers.
export const SHARE_LINK_INVALID_MESSAGE =
  'This share link is invalid or has expired. Please check with the person who shared it.'
export const SHARE_LINK_EXPIRED_MESSAGE = 'This share link has expired. Please ask for a new share link.'

export const SHARE_CLAIMED_MESSAGE = 'The shared presentation has been added to your account.'
export const OWN_ITEM_CLAIM_MESSAGE = 'This is your own presentation: it is already in your Upload History.'
export const ALREADY_CLAIMED_BY_YOU_MESSAGE =
  'You have already claimed this shared presentation: it is under Shared with You on your dashboard.'
export const CLAIMED_BY_SOMEONE_ELSE_MESSAGE =
  'This share link has already been used by another account. Please ask for a new share link.'
export const NOT_COMPLETED_MESSAGE = 'Only a completed summary can be shared.'
export const SEND_FAILED_MESSAGE = 'Failed to send share invitations'
