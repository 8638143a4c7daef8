// expect: CWE-89 @ 14
// note: MyBatis annotation mapper interpolates the carrier code with ${} (string substitution, not a bound parameter)
package com.freight.mapper;

import java.util.List;

import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Select;

@Mapper
public interface ShipmentMapper {

    @Select("SELECT id, tracking_number, status FROM shipment WHERE carrier = '${carrier}' ORDER BY created_at DESC")
    List<ShipmentRow> byCarrier(@Param("carrier") String carrier);

    @Select("SELECT id, tracking_number, status FROM shipment WHERE id = #{id}")
    ShipmentRow byId(@Param("id") long id);
}

class ShipmentRow {
    long id;
    String trackingNumber;
    String status;
}
