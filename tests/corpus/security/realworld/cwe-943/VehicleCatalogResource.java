// expect: none (CWE-943 safe)
// note: Panache Mongo find("make", make) with a bound parameter
package org.acme.fleet;

import io.quarkus.mongodb.panache.PanacheMongoEntity;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import java.util.List;

@Path("/vehicles")
public class VehicleCatalogResource {

    @GET
    public List<Vehicle> byMake(@QueryParam("make") String make) {
        return Vehicle.find("make = ?1 and retired = false", make).list();
    }
}

class Vehicle extends PanacheMongoEntity {
    public String make;
    public String model;
    public boolean retired;
}
