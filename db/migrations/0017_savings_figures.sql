-- The savings calculator's assumptions (/solutions/savings-calculator), as
-- reference figures of the directory: every installation gets them, demo data
-- or not, and marketing keeps them current at /admin/directory. A figure that
-- is already there (edited, or added by hand) is left as it is; a figure
-- deleted later stays deleted, and the calculator shows it as unavailable.
-- Values are text as the directory shows them; the calculator reads the first
-- number of each (app/lib/savings.ts). Decision 0037.
INSERT INTO "company_figures" ("key", "label", "value", "source", "as_of") VALUES
  ('savings-collision-rate', 'Fleet vehicles in a collision each year', '20%', 'Automotive Fleet, "What manager accepts a 20% defect rate?" (fleet accident rates average around 20% of vehicles a year)', '2019-01-01'),
  ('savings-collision-reduction-low', 'Collisions avoided with Marut, low case', '10%', 'IIHS, Cicchino: forward collision warning cut front-to-rear crashes by 27% (Accident Analysis & Prevention, 2017); low case set by Marut for all collision types', '2017-02-01'),
  ('savings-collision-reduction-likely', 'Collisions avoided with Marut, likely case', '20%', 'IIHS, Cicchino (2017), and FMCSA, Hickman & Hanowski, onboard safety monitoring with coaching, FMCSA-RRR-10-033 (2010); likely case set by Marut', '2017-02-01'),
  ('savings-collision-reduction-high', 'Collisions avoided with Marut, high case', '35%', 'FMCSA, Hickman & Hanowski: onboard safety monitoring with coaching cut safety-related events by 37% to 52%, FMCSA-RRR-10-033', '2010-09-01'),
  ('savings-collision-cost-india', 'Average cost of a fleet collision in India', 'INR 2,50,000', 'Marut estimate of repair, downtime and claims, weighted by the injury share in MoRTH, Road Accidents in India 2022', '2023-10-31'),
  ('savings-collision-cost-tanzania', 'Average cost of a fleet collision in Tanzania', 'TZS 12,000,000', 'Marut estimate of repair, downtime and claims, weighted by the crash severity reported for Tanzania in WHO, Global status report on road safety 2023', '2023-12-13'),
  ('savings-collision-cost-uae', 'Average cost of a fleet collision in the UAE', 'AED 30,000', 'Marut estimate of repair, downtime and claims, weighted by the crash severity reported for the UAE in WHO, Global status report on road safety 2023', '2023-12-13'),
  ('savings-collision-cost-other', 'Average cost of a fleet collision elsewhere', 'USD 12,000', 'NETS, Cost of Motor Vehicle Crashes to Employers 2015: USD 5,890 a property-damage crash, USD 64,981 an injury crash; blended by Marut at one crash in ten with an injury', '2015-12-01'),
  ('savings-fuel-use-trucks', 'Fuel use of a truck', '30 L/100 km', 'ICCT, published heavy-duty fuel-consumption tests: 25 to 35 litres per 100 km for loaded trucks', '2023-01-01'),
  ('savings-fuel-use-buses', 'Fuel use of a bus', '28 L/100 km', 'ICCT, published fuel-consumption tests of diesel city and intercity buses: 25 to 40 litres per 100 km', '2023-01-01'),
  ('savings-fuel-use-vans', 'Fuel use of a van', '11 L/100 km', 'ICCT, European Vehicle Market Statistics 2023/2024: light commercial vehicles, real-world fuel use', '2023-12-01'),
  ('savings-fuel-use-cars', 'Fuel use of a car', '7 L/100 km', 'ICCT, European Vehicle Market Statistics 2023/2024: passenger cars, real-world fuel use', '2023-12-01'),
  ('savings-fuel-saving-low', 'Fuel saved by smoother driving, low case', '3%', 'US DOE, fueleconomy.gov, "Driving more efficiently": aggressive driving lowers fuel economy by 10% to 40% at highway speeds; low case set by Marut', '2024-01-01'),
  ('savings-fuel-saving-likely', 'Fuel saved by smoother driving, likely case', '5%', 'US DOE, fueleconomy.gov, "Driving more efficiently"; likely case set by Marut', '2024-01-01'),
  ('savings-fuel-saving-high', 'Fuel saved by smoother driving, high case', '8%', 'US DOE, fueleconomy.gov, "Driving more efficiently"; high case set by Marut', '2024-01-01'),
  ('savings-idling-share', 'Share of fuel burnt while idling', '6%', 'US DOE Alternative Fuels Data Center, Idle Reduction: a long-haul truck idles about 1,800 hours a year', '2024-01-01'),
  ('savings-idling-cut-low', 'Idling cut by alerts and coaching, low case', '20%', 'US DOE Alternative Fuels Data Center, Idle Reduction: behaviour programmes and idle limits; low case set by Marut', '2024-01-01'),
  ('savings-idling-cut-likely', 'Idling cut by alerts and coaching, likely case', '35%', 'US DOE Alternative Fuels Data Center, Idle Reduction; likely case set by Marut', '2024-01-01'),
  ('savings-idling-cut-high', 'Idling cut by alerts and coaching, high case', '50%', 'US DOE Alternative Fuels Data Center, Idle Reduction; high case set by Marut', '2024-01-01'),
  ('savings-price-per-vehicle-month', 'Marut service per vehicle per month', 'USD 25', 'Marut list price, Fleet Sense with Cabin Vision and Road Sense', '2026-01-01'),
  ('savings-device-per-vehicle', 'Devices and fitting per vehicle, once', 'USD 300', 'Marut list price, camera kit and installation', '2026-01-01'),
  ('savings-fuel-price-india', 'Diesel price in India, per litre', 'INR 88', 'PPAC (Petroleum Planning & Analysis Cell), retail selling price of diesel in Delhi', '2025-01-01'),
  ('savings-fuel-price-tanzania', 'Diesel price in Tanzania, per litre', 'TZS 2,900', 'EWURA, monthly cap prices for petroleum products, diesel in Dar es Salaam', '2025-01-01'),
  ('savings-fuel-price-uae', 'Diesel price in the UAE, per litre', 'AED 2.90', 'UAE Fuel Price Committee, monthly retail price of diesel', '2025-01-01'),
  ('savings-fuel-price-other', 'Diesel price elsewhere, per litre', 'USD 1.20', 'GlobalPetrolPrices.com, world average retail price of diesel', '2025-01-01'),
  ('savings-exchange-inr', 'Indian rupees to one US dollar', '85 INR per USD', 'Reserve Bank of India, reference rate', '2025-01-01'),
  ('savings-exchange-tzs', 'Tanzanian shillings to one US dollar', '2,500 TZS per USD', 'Bank of Tanzania, mean exchange rate', '2025-01-01'),
  ('savings-exchange-aed', 'UAE dirhams to one US dollar', '3.6725 AED per USD', 'Central Bank of the UAE, the dirham''s fixed rate to the US dollar', '2025-01-01')
ON CONFLICT ("key") DO NOTHING;
