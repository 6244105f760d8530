import { useEffect, useState } from 'react'
import { MIN_PASSWORD_SCORE, passwordScore } from '~/lib/password-strength'
import { useI18n } from '../i18n/useI18n'

/**
 * A strength meter under a new password (ADR 120): the zxcvbn score 0-4 as a bar and a word. The word lists load on
 * first use, so the meter appears once the member starts typing.
 */
export function PasswordStrength({ password, related = [] }: { password: string; related?: string[] }) {
  const { LL } = useI18n()
  const [score, setScore] = useState<number | null>(null)
  const key = related.join('\u0000')
  useEffect(() => {
    if (!password) {
      setScore(null)
      return
    }
    let current = true
    void passwordScore(password, key ? key.split('\u0000') : []).then((s) => current && setScore(s))
    return () => {
      current = false
    }
  }, [password, key])
  if (score === null) return null
  const words = [
    LL.journey.strength.veryWeak(),
    LL.journey.strength.weak(),
    LL.journey.strength.fair(),
    LL.journey.strength.good(),
    LL.journey.strength.strong(),
  ]
  const label = `${LL.journey.strength.label()}: ${words[score]}`
  return (
    <div className={`password-strength strength-${score}`} data-score={score}>
      <meter min={0} max={4} low={MIN_PASSWORD_SCORE} high={3} optimum={4} value={score} aria-label={label} />
      <span className="password-strength-word" aria-live="polite">
        {label}
        {score < MIN_PASSWORD_SCORE ? ` · ${LL.journey.strength.tooEasy()}` : ''}
      </span>
    </div>
  )
}
