import { type ReactNode, useId, useState } from 'react'

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode }

/** One panel open at a time; clicking the open one closes it. Each header is a button with aria-expanded. */
export function Accordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  const [openId, setOpenId] = useState<string | null>(null)
  const baseId = useId()
  const Heading = `h${headingLevel}` as 'h3'
  return (
    <div className="accordion">
      {items.map((item) => {
        const open = openId === item.id
        const buttonId = `${baseId}-${item.id}-button`
        const panelId = `${baseId}-${item.id}-panel`
        return (
          <div key={item.id} className={open ? 'accordion-item is-open' : 'accordion-item'}>
            <Heading className="accordion-heading">
              <button
                type="button"
                id={buttonId}
                className="accordion-button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.title}</span>
                <span className="accordion-icon" aria-hidden="true" />
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={buttonId} className="accordion-panel" hidden={!open}>
              {item.content}
            </section>
          </div>
        )
      })}
    </div>
  )
}
