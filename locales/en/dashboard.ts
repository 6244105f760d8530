// The member dashboard shell (spec section 2) and the admin home.
export default {
  title: 'Dashboard',
  tabsLabel: 'Dashboard sections',
  tabs: {
    search: 'Search',
    newReport: 'New report',
    reports: 'Your reports',
    profile: 'Profile',
  },
  soon: {
    search: 'Guest search arrives with the next release of the platform. Until then, this tab stays empty.',
    newReport: 'Writing a report arrives with the next release of the platform. Until then, this tab stays empty.',
    reports:
      'The list of your reports arrives with the next release of the platform. Until then, this tab stays empty.',
  },
  admin: {
    title: 'Administration',
    welcome: 'Signed in as administrator: {email:string}',
    soon: 'The admin console (hotel approval, report moderation, admin notes) arrives with a later release. Until then, hotels are approved with the operator command line.',
  },
}
