export default {
  metaTitle: 'KnowYourGuest: know your guest, avoid the risk',
  metaDescription:
    'The members-only platform on which verified Swiss hotels check guests and share evidence-backed reports.',
  heroTitle: 'Know your guest, avoid the risk.',
  heroText:
    'Verified hotels share evidence-backed reports about guests who left without paying, damaged property or broke the house rules, so that the next front desk knows before check-in.',
  joinNow: 'Join now',
  learnMore: 'Learn more',
}
