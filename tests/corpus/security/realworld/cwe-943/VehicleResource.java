// expect: CWE-943 @ 16
// note: Quarkus Panache Mongo find() with a query string containing the @QueryParam make
package org.acme.fleet;

import io.quarkus.mongodb.panache.PanacheMongoEntity;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import java.util.List;

@Path("/vehicles")
public class VehicleResource {

    @GET
    public List<Vehicle> byMake(@QueryParam("make") String make) {
        return Vehicle.find("{'make': '" + make + "', 'retired': false}").list();
    }
}

class Vehicle extends PanacheMongoEntity {
    public String make;
    public String model;
    public boolean retired;
}
