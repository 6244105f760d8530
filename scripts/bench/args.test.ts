import { describe, expect, test } from 'bun:test'
import { BenchUsageError, readBenchArgs } from './args'

const DEFAULTS = { reports: 1_000_000, sizes: '10000,100000', verbose: false }

describe('the benchmarks read their options with parseArgs', () => {
  test('options not given keep their defaults', () => {
    expect(readBenchArgs([], DEFAULTS)).toEqual({ reports: 1_000_000, sizes: '10000,100000', verbose: false })
  })

  test('--name=value and --name value both set an option; a number default makes a number, a flag a boolean', () => {
    expect(readBenchArgs(['--reports=2000', '--sizes', '10', '--verbose'], DEFAULTS)).toEqual({
      reports: 2000,
      sizes: '10',
      verbose: true,
    })
  })

  test('an unknown option, a number option that is no number and a positional argument are refused', () => {
    expect(() => readBenchArgs(['--report=10'], DEFAULTS)).toThrow(BenchUsageError)
    expect(() => readBenchArgs(['--reports=many'], DEFAULTS)).toThrow('--reports takes a number, not "many".')
    expect(() => readBenchArgs(['--reports='], DEFAULTS)).toThrow(BenchUsageError)
    expect(() => readBenchArgs(['1000'], DEFAULTS)).toThrow(BenchUsageError)
  })
})
