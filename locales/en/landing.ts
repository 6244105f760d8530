// The public landing page (/): hero, how it works, testimonials, confidentiality, call to action.
export default {
  metaTitle: 'KnowYourGuest: know your guest, avoid the risk',
  metaDescription:
    'The members-only platform on which verified Swiss hotels check guests and share evidence-backed reports.',
  ogImageAlt: 'KnowYourGuest: know your guest, avoid the risk. A platform for verified hotels in Switzerland.',
  heroEyebrow: 'For verified hotels in Switzerland',
  heroTitle: 'Know your guest, avoid the risk.',
  heroText:
    'Verified hotels share evidence-backed reports about guests who left without paying, damaged property or broke the house rules, so that the next front desk knows before check-in.',
  joinNow: 'Join now',
  learnMore: 'Learn more',
  trust: {
    label: 'Why hotels trust KnowYourGuest',
    hosted: 'Hosted in Switzerland',
    verified: 'Verified hotels only',
    reviewed: 'Every report reviewed',
  },
  features: {
    title: 'How KnowYourGuest works',
    intro:
      'A shared, confidential register of serious incidents, kept by hoteliers for hoteliers. Three things make the difference.',
    check: {
      title: 'Guest check',
      text: 'Before arrival, search a guest by name, date of birth, email, phone or document number and see at once whether another member hotel has reported them.',
    },
    report: {
      title: 'Report once, help many',
      text: 'Document an unpaid bill, damage or aggressive behaviour once, with evidence. After review by our team, every member hotel is warned.',
    },
    best: {
      title: 'Only the best check in',
      text: 'Welcome your guests with confidence and protect your team, your rooms and your revenue from the few who abuse hospitality.',
    },
    faqLink: 'Read the answers to the 15 most frequent questions',
  },
  testimonials: {
    title: 'What hoteliers say',
    note: 'Sample testimonials that illustrate typical situations.',
    carousel: 'carousel',
    slide: 'slide',
    previous: 'Previous testimonial',
    next: 'Next testimonial',
    position: '{current:number} of {total:number}',
    announce: 'Testimonial {current:number} of {total:number}: {hotel:string}, {city:string}',
    items: {
      first: {
        quote:
          'A guest who had left two hotels in the valley without paying tried to book with us. One search at the front desk was enough.',
        hotel: 'Family-run hotel',
        city: 'Zermatt',
      },
      second: {
        quote:
          'Reporting the damage took ten minutes, evidence included. Knowing that our colleagues are warned makes it worthwhile.',
        hotel: 'City boutique hotel',
        city: 'Lucerne',
      },
      third: {
        quote:
          'Our night staff check late arrivals in seconds. The team feels safer, and our regular guests notice nothing.',
        hotel: 'Five-star lakeside hotel',
        city: 'Lugano',
      },
    },
  },
  confidentiality: {
    title: 'Confidential by design',
    lead: 'Reports are confidential and shared only with verified partners.',
    text: 'Every hotel is checked by hand before it gets access, every report is reviewed before publication, every action is logged, and all data stays in Switzerland. The people reported never get access to the platform.',
    privacyLink: 'How we protect personal data',
  },
  cta: {
    title: 'Ready to protect your hotel?',
    text: 'Join the hotels that check before they welcome. Every membership is reviewed personally and starts with a one-year subscription.',
    faq: 'Read the FAQ',
  },
}
