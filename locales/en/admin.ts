// The admin console (/admin/*): navigation and its screens.
export default {
  title: 'Administration',
  nav: {
    label: 'Admin console',
    overview: 'Overview',
    hotels: 'Hotels',
    reports: 'Reports',
    payments: 'Payments',
    audit: 'Audit trail',
    requests: 'Data requests',
    incidents: 'Incidents',
  },
  soon: 'This part of the console is being built.',
}
