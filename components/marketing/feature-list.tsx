import { cn } from '@/lib/cn';
import { Icon } from '@/components/ui/icon';

export interface FeatureListProps {
  features: readonly string[];
  /** Names the list for screen readers when no heading does, e.g. "Features". */
  label?: string;
  className?: string;
}

/** A list of features, each with a check mark. */
export function FeatureList({ features, label, className }: FeatureListProps) {
  return (
    <ul aria-label={label} className={cn('space-y-2', className)}>
      {features.map((feature) => (
        <li key={feature} className="feature">
          <Icon name="check" className="feature-check" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
