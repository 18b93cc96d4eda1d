"""Builds a RoasTime-format roast from a real Artisan log (see SOURCES.md): the format's public descriptions, not a
RoasTime export. Run: python3 build_from_artisan_log.py ../alog/<log>.alog > <name>.json"""
import ast
import json
import sys

RATE = 2  # readings a second, RoasTime's usual sample rate


def at(times, values, t):
    """Linear interpolation of a curve at t; None outside it."""
    for i in range(1, len(times)):
        if times[i] >= t:
            a, b = values[i - 1], values[i]
            if a < 0 or b < 0:
                return None
            span = times[i] - times[i - 1]
            return round(a + (b - a) * (t - times[i - 1]) / span, 1) if span else a
    return None


log = ast.literal_eval(open(sys.argv[1], encoding='latin1').read())
timex, bt, et = log['timex'], log['temp2'], log['temp1']
start = timex[0]
count = int((timex[-1] - start) * RATE)
grid = [start + i / RATE for i in range(count)]
index = lambda slot: round((timex[log['timeindex'][slot]] - start) * RATE)
charge, dry, fcs, fce, drop = (index(s) for s in (0, 1, 2, 3, 6))
roast = {
    'uid': 'built-from-format',
    'roastName': 'R60 as a RoasTime roast (built from the format)',
    'beanName': log.get('beans', '').encode().decode('unicode_escape').split('\n')[0],
    'dateTime': 1747486320000,
    'sampleRate': RATE,
    'beanTemperature': [at(timex, bt, t) for t in grid],
    'drumTemperature': [at(timex, et, t) for t in grid],
    'exitTemperature': [v and round(v - 25, 1) for v in (at(timex, et, t) for t in grid)],
    'roastStartIndex': charge,
    # RoasTime counts these from 1.
    'indexYellowingStart': dry + 1,
    'indexFirstCrackStart': fcs + 1,
    'indexFirstCrackEnd': fce + 1,
    'indexSecondCrackStart': 0,
    'indexSecondCrackEnd': 0,
    'roastEndIndex': drop,
    'totalRoastTime': round((drop - charge) / RATE),
    'weightGreen': log['weight'][0],
    'weightRoasted': log['weight'][1],
    'actions': {'actionTimeList': [
        {'ctrlType': 0, 'index': charge + 1, 'value': 8},
        {'ctrlType': 1, 'index': dry + 1, 'value': 3},
        {'ctrlType': 0, 'index': fcs + 1, 'value': 5},
    ]},
}
roast['beanTemperature'] = [v if v is not None else -1 for v in roast['beanTemperature']]
roast['drumTemperature'] = [v if v is not None else -1 for v in roast['drumTemperature']]
roast['exitTemperature'] = [v if v is not None else -1 for v in roast['exitTemperature']]
json.dump(roast, sys.stdout, separators=(',', ':'))
