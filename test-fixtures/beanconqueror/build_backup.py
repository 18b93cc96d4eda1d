"""Writes Beanconqueror.json: a small Beanconqueror backup written by the team in the app's export format.

The objects carry every property the app's classes give them (graphefruit/Beanconqueror, src/classes/*: Bean, Brew,
Mill, Preparation, Water, Config; stored enum keys such as "GR", "SINGLE_ORIGIN", "CUSTOM_WATER"), with values of a
home brewer's few weeks. No data of the app's own test file is copied. Run: python3 build_backup.py
"""
import json

def config(uuid, ts):
    return {"uuid": uuid, "unix_timestamp": ts}

CUPPING = {k: 0 for k in ["body", "brightness", "clean_cup", "complexity", "cuppers_correction", "dry_fragrance",
                          "finish", "flavor", "sweetness", "uniformity", "wet_aroma"]}
CUPPING["notes"] = ""

def bean(uuid, ts, name, **over):
    b = {"name": name, "buyDate": "", "roastingDate": "", "note": "", "roaster": "", "config": config(uuid, ts),
         "roast": "UNKNOWN", "roast_range": 0, "roast_custom": "", "beanMix": "SINGLE_ORIGIN", "aromatics": "",
         "weight": 0, "finished": False, "cost": 0, "attachments": [], "decaffeinated": False, "cupping_points": "",
         "bean_roasting_type": "UNKNOWN", "bean_information": [], "url": "", "ean_article_number": "",
         "bean_roast_information": {"drop_temperature": 0, "roast_length": 0, "roaster_machine": "",
                                    "green_bean_weight": 0, "outside_temperature": 0, "humidity": 0, "bean_uuid": "",
                                    "first_crack_minute": 0, "first_crack_temperature": 0,
                                    "second_crack_minute": 0, "second_crack_temperature": 0},
         "rating": 0, "qr_code": "", "internal_share_code": "", "favourite": False, "shared": False,
         "cupping": dict(CUPPING), "cupped_flavor": {"predefined_flavors": {}, "custom_flavors": []},
         "frozenDate": "", "unfrozenDate": "", "frozenId": "", "frozenGroupId": "", "frozenStorageType": "UNKNOWN",
         "frozenNote": "", "bestDate": "", "openDate": "", "co2e_kg": 0}
    b.update(over)
    return b

def info(country, region="", farm="", variety="", processing="", percentage=0):
    return {"country": country, "region": region, "farm": farm, "farmer": "", "elevation": "", "harvest_time": "",
            "variety": variety, "processing": processing, "certification": "", "percentage": percentage,
            "purchasing_price": 0, "fob_price": 0}

def mill(uuid, ts, name, **over):
    m = {"name": name, "note": "", "config": config(uuid, ts), "finished": False, "attachments": [],
         "has_adjustable_speed": True, "has_timer": True}
    m.update(over)
    return m

def preparation(uuid, ts, name, type_, style, **over):
    p = {"name": name, "note": "", "config": config(uuid, ts), "type": type_, "style_type": style, "finished": False,
         "use_custom_parameters": False, "manage_parameters": {}, "default_last_coffee_parameters": {},
         "visible_list_view_parameters": {}, "repeat_coffee_parameters": {}, "brew_order": {}, "tools": [],
         "attachments": [], "connectedPreparationDevice": {"type": "NONE", "url": "", "customParams": {}}}
    p.update(over)
    return p

def water(uuid, ts, name, **over):
    w = {"name": name, "note": "", "config": config(uuid, ts), "attachments": [], "finished": False,
         "general_hardness": 0, "total_alkalinity": 0, "calcium": 0, "magnesium": 0, "sodium": 0, "potassium": 0,
         "chloride": 0, "sulfate": 0, "tds": 0, "general_hardness_type": "UNKNOWN", "total_alkalinity_type": "UNKNOWN",
         "calcium_type": "UNKNOWN", "magnesium_type": "UNKNOWN", "sodium_type": "UNKNOWN",
         "potassium_type": "UNKNOWN", "chloride_type": "UNKNOWN", "sulfate_type": "UNKNOWN", "tds_type": "PPM",
         "type": "CUSTOM_WATER"}
    w.update(over)
    return w

def brew(uuid, ts, bean_, prep, mill_, **over):
    b = {"grind_size": "", "grind_weight": 0, "method_of_preparation": prep, "mill": mill_, "mill_speed": 0,
         "mill_timer": 0, "pressure_profile": "", "bean": bean_, "brew_temperature_time": 0, "brew_temperature": 0,
         "brew_time": 0, "brew_quantity": 0, "brew_quantity_type": "GR", "note": "", "rating": 0, "coffee_type": "",
         "coffee_concentration": "", "coffee_first_drip_time": 0, "coffee_blooming_time": 0, "attachments": [],
         "config": config(uuid, ts), "tds": 0, "brew_beverage_quantity": 0, "brew_beverage_quantity_type": "GR",
         "mill_timer_milliseconds": 0, "brew_time_milliseconds": 0, "brew_temperature_time_milliseconds": 0,
         "coffee_first_drip_time_milliseconds": 0, "coffee_blooming_time_milliseconds": 0,
         "coordinates": {"accuracy": None, "altitude": None, "altitudeAccuracy": None, "heading": None,
                         "latitude": None, "longitude": None, "speed": None},
         "cupping": dict(CUPPING), "cupped_flavor": {"predefined_flavors": {}, "custom_flavors": []},
         "method_of_preparation_tools": [], "bean_weight_in": 0, "favourite": False, "best_brew": False, "water": "",
         "vessel_name": "", "vessel_weight": 0, "flow_profile": "", "reference_flow_profile": {"type": "NONE", "uuid": ""},
         "preparationDeviceBrew": {"type": "NONE", "params": {}}, "customInformation": {"visualizer_id": ""}}
    b.update(over)
    return b

BEAN_ETH = "3f1c2a9e-6b1d-4c57-9a57-2f0d1e7b5a10"
BEAN_BLEND = "a8e4d6c2-0f3b-4e91-8d2a-6c5b7e9f1a23"
BEAN_DONE = "c2b7f1e0-9d4a-4b6c-a3e8-5f2d1c0b9e34"
MILL_C40 = "5d0e9c8b-7a6f-4e3d-9c2b-1a0f9e8d7c45"
MILL_K6 = "e7f6a5b4-c3d2-4e1f-8a9b-0c1d2e3f4a56"
PREP_V60 = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c67"
PREP_ESP = "7c6b5a49-3827-4165-9f4e-3d2c1b0a9f78"
PREP_AERO = "9e8d7c6b-5a49-4382-b716-0f9e8d7c6b89"
WATER_TWW = "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e90"
WATER_TAP = "4e5f6a7b-8c9d-4e0f-a1b2-c3d4e5f6a701"

backup = {
    "BEANS": [
        bean(BEAN_ETH, 1709251200, "Ethiopia Guji Hambela", roaster="Fritz Coffee", roastingDate="2024-02-26T09:00:00.000Z",
             buyDate="2024-02-28T09:00:00.000Z", aromatics="jasmine,peach, bergamot", note="Best around day 10 after roast.",
             rating=4.5, weight=200, roast="CITY_ROAST",
             bean_information=[info("Ethiopia", "Guji", "Hambela Wamena", "Heirloom", "Washed")]),
        bean(BEAN_BLEND, 1709424000, "하우스 블렌드", roaster="Coffee Libre", roastingDate="2024-03-01T00:00:00.000Z",
             beanMix="BLEND", aromatics="chocolate, caramel", rating=3,
             bean_information=[info("Brazil", "Cerrado", "", "Yellow Bourbon", "Natural", 60),
                               info("Colombia", "Huila", "", "Caturra", "Washed", 40)]),
        bean(BEAN_DONE, 1706745600, "Kenya Nyeri AA", roaster="Momos", finished=True,
             bean_information=[info("Kenya", "Nyeri", "", "SL28", "Washed")]),
    ],
    "BREWS": [
        brew("0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d01", 1709512200, BEAN_ETH, PREP_V60, MILL_C40, grind_size="24",
             grind_weight=15, brew_temperature=93, brew_time=165, brew_time_milliseconds=400, brew_quantity=250,
             brew_beverage_quantity=212.5, rating=4, tds=1.38, water=WATER_TWW, coffee_blooming_time=40,
             note="Sweet, a little thin.", mill_timer=18),
        brew("0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d02", 1709598600, BEAN_ETH, PREP_V60, MILL_C40, grind_size="22",
             grind_weight=15, brew_temperature=94, brew_time=180, brew_quantity=250, brew_beverage_quantity=214,
             rating=5, tds=1.42, water=WATER_TWW, best_brew=True, flow_profile="brews/0b1c2d3e-02_flow_profile.json",
             attachments=["brews/photo-0001.jpg"]),
        brew("0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d03", 1709685000, BEAN_BLEND, PREP_ESP, MILL_K6, grind_size="2,5",
             grind_weight=18, brew_temperature=201, brew_time=28, brew_quantity=36, brew_quantity_type="ML",
             brew_beverage_quantity=36, rating=3.5, water=WATER_TAP, mill_speed=1200, note="채널링 조금"),
        brew("0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d04", 1709771400, BEAN_BLEND, PREP_AERO, MILL_K6, grind_size="12 clicks",
             grind_weight=16, brew_temperature=85, brew_time=120, brew_quantity=220, brew_beverage_quantity=200,
             rating=0),
        brew("0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d05", 1709857800, "ffffffff-0000-4000-8000-000000000000", PREP_V60,
             MILL_C40, grind_size="25", grind_weight=15, brew_temperature=92, brew_time=170, brew_quantity=250,
             rating=2),
    ],
    "MILL": [
        mill(MILL_C40, 1706745600, "Comandante C40", note="Red Clix fitted."),
        mill(MILL_K6, 1706745700, "K6", has_adjustable_speed=False),
    ],
    "PREPARATION": [
        preparation(PREP_V60, 1706745800, "V60 02", "V60", "POUR OVER"),
        preparation(PREP_ESP, 1706745900, "Linea Mini", "PORTAFILTER", "ESPRESSO", note="18 g VST basket"),
        preparation(PREP_AERO, 1706746000, "Aeropress Go", "CUSTOM_PREPARATION", "FULL_IMMERSION"),
    ],
    "WATER": [
        water(WATER_TWW, 1706746100, "Third Wave Water light", type="THIRD_WAVE_WATER_CLASSIC_LIGHT_ROAST_PROFILE",
              general_hardness=68, general_hardness_type="PPM", total_alkalinity=40, total_alkalinity_type="PPM", tds=100),
        water(WATER_TAP, 1706746200, "Filtered tap", general_hardness=5.6, general_hardness_type="DH",
              total_alkalinity=1.2, total_alkalinity_type="MMOL_L", tds=140),
    ],
    "GREEN_BEANS": [],
    "ROASTING_MACHINES": [],
    "SETTINGS": [{"brew_rating": 5, "brew_rating_steps": 2, "bean_rating": 5, "bean_rating_steps": 2, "language": "en",
                  "config": config("6d7e8f90-a1b2-4c3d-8e4f-5a6b7c8d9e12", 1706745500)}],
    "VERSION": [{"alreadyDisplayedVersions": ["7.5.0"], "updatedDataVersions": ["UPDATE_1", "UPDATE_2"],
                 "config": config("8f9a0b1c-2d3e-4f5a-9b6c-7d8e9f0a1b23", 1706745500)}],
}

with open("Beanconqueror.json", "w", encoding="utf-8") as out:
    json.dump(backup, out, ensure_ascii=False, indent=1)
