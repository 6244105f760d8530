import { describe } from 'bun:test'
import { cases, people } from './generalisation-cases'
import { testLabelledCases } from './labelled-cases'

// The second hand-written set (generalisation-cases.ts), apart from the generator and from the hold-out set.
describe('the matcher on forms the generator does not make', () => testLabelledCases(people, cases))
