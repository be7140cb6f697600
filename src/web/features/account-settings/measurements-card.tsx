import { Ruler } from 'lucide-react';
import { Card, CardContent, CardIconHeader } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { MeasurementControls, useMeasurementView } from '../measurements';

/** 'Measurements': metric or US units and °C or °F for every recipe, list and print (issue 29). */
export function MeasurementsCard() {
  const { view, setView, ready, saving } = useMeasurementView();
  return (
    <Card>
      <CardIconHeader
        icon={Ruler}
        title="Measurements"
        description="How amounts and oven temperatures read in recipes, shopping lists and prints. Your saved recipes keep the amounts they were written with."
      />
      <CardContent>
        {ready ? (
          <MeasurementControls view={view} onChange={setView} disabled={saving} />
        ) : (
          <Skeleton className="h-11 w-full max-w-md rounded-full" />
        )}
      </CardContent>
    </Card>
  );
}
