/* GENERATED FILE - do not edit by hand. Validator for test-upload.schema.json.
 * Made by `npm run types:generate` from schema/api/*.schema.json; edit those and run it again. */
"use strict";export const validate = validate11;export default validate11;const schema12 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"api/test-upload.schema.json","type":"object","trimStrings":true,"additionalProperties":false,"required":["name"],"properties":{"name":{"type":"string","minLength":1,"maxLength":255}}};const func2 = (function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
});function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){/*# sourceURL="api/test-upload.schema.json" */;let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.name === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"}};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!(key0 === "name")){delete data[key0];}}for(const key1 in data){if(typeof data[key1] == "string"){data[key1] = data[key1].trim();}}if(data.name !== undefined){let data0 = data.name;if(typeof data0 === "string"){if(func2(data0) > 255){const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255}};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(func2(data0) < 1){const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1}};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}else {const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}}else {const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}validate11.errors = vErrors;return errors === 0;}
