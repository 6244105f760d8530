import { describe } from 'bun:test'
import { cases, people } from './holdout-cases'
import { testLabelledCases } from './labelled-cases'

describe('the matcher on the hold-out set', () => testLabelledCases(people, cases))
